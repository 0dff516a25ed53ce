import { API_PREFIX } from '../../../shared/apiPaths';
import type { HttpClient } from '../http/httpClient';
import type { ApiRecord, QueueEntry } from './queuedWrite';
import type { SyncTransport } from './syncQueue';

/**
 * The queue's calls in the API's own conventions (docs/offline.md#sync): a create is the POST the
 * screen would have sent, with the id made in the browser; an edit the PUT with its version; a
 * workflow move the POST to the record's transitions with its version; a photo
 * `POST /api/files?id=` (docs/files.md#uploading), all through the portal's one HTTP client.
 *
 * @example const transport = syncTransport(services.http);
 */
export function syncTransport(http: HttpClient): SyncTransport {
  return {
    async send(entry: QueueEntry) {
      switch (entry.kind) {
        case 'create':
          return http.post<ApiRecord>(`${API_PREFIX}/${entry.resource}`, entry.data);
        case 'update':
          return http.put<ApiRecord>(
            `${API_PREFIX}/${entry.resource}/${entry.recordId}`,
            entry.data,
          );
        case 'move':
          return http.post<ApiRecord>(
            `${API_PREFIX}/${entry.resource}/${entry.recordId}/transitions`,
            entry.data,
          );
        case 'upload': {
          const form = new FormData();
          form.append('file', entry.file, entry.name);
          const response = await http.request<ApiRecord>(`${API_PREFIX}/files`, {
            method: 'POST',
            body: form,
            query: { id: entry.recordId },
          });
          return response.data;
        }
      }
    },
    fetchRecord: (resource, id) => http.get<ApiRecord>(`${API_PREFIX}/${resource}/${id}`),
  };
}
