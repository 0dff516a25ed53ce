import { ApiError } from '../../src/client/data/http/apiError';
import {
  isVersioned,
  type ApiRecord,
  type QueueEntry,
} from '../../src/client/data/offline/queuedWrite';
import type { SyncTransport } from '../../src/client/data/offline/syncQueue';

/**
 * A stand-in for the API as the queue meets it: a create or upload with a known id answers the same
 * record (docs/files.md#uploading), an edit or a workflow move at a stale version answers 409, and
 * so does a move to the status the record already has. `cutAfter` drops the
 * answer of the n-th call after the server applied it, as a lost connection would.
 */
export function fakeOfflineApi() {
  const records = new Map<string, ApiRecord>();
  const calls: { kind: string; id: string; version?: number }[] = [];
  let failures: { at: number; error: ApiError; applied: boolean }[] = [];

  function apply(entry: QueueEntry): ApiRecord {
    const existing = records.get(entry.recordId);
    if (entry.kind === 'upload') {
      const file = existing ?? { id: entry.recordId, name: entry.name, size: entry.file.size };
      records.set(entry.recordId, file);
      return file;
    }
    if (entry.kind === 'create') {
      const created = existing ?? { ...entry.data, version: 1 };
      records.set(entry.recordId, created);
      return created;
    }
    if (!existing) throw new ApiError(404, { message: 'Not found' });
    if (existing.version !== entry.data.version) throw new ApiError(409, { message: 'Stale' });
    const changes = entry.kind === 'move' ? { status: entry.data.to } : entry.data;
    // A workflow move to where the record already is, as the API refuses it.
    if (entry.kind === 'move' && existing.status === entry.data.to) {
      throw new ApiError(409, { message: `The record is already ${entry.data.to}` });
    }
    const updated = { ...existing, ...changes, version: (existing.version ?? 0) + 1 };
    records.set(entry.recordId, updated);
    return updated;
  }

  const transport: SyncTransport = {
    async send(entry) {
      calls.push({
        kind: entry.kind,
        id: entry.recordId,
        version: isVersioned(entry) ? entry.data.version : undefined,
      });
      const failure = failures.find((one) => one.at === calls.length);
      if (failure && !failure.applied) throw failure.error;
      const answer = apply(entry);
      if (failure) throw failure.error;
      return answer;
    },
    async fetchRecord(_resource, id) {
      const record = records.get(id);
      if (!record) throw new ApiError(404, { message: 'Not found' });
      return record;
    },
  };

  return {
    records,
    calls,
    transport,
    /** The n-th call (from 1) fails with `error`; `applied`: the server did the work first. */
    failOn(at: number, error: ApiError, applied = false) {
      failures.push({ at, error, applied });
    },
    reset() {
      failures = [];
    },
  };
}
