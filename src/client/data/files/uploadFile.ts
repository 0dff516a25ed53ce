import type { StoredFile } from '../../../shared/fileCalls';
import { API_PREFIX } from '../../../shared/apiPaths';
import { pageI18nProvider } from '../../i18n/pageI18nProvider';
import '../../i18n/late/documents';

/**
 * A refused or failed upload, with the status the server answered (0: no answer). Its message is the
 * server's text or a message key; uploadErrorText shows it in the current language.
 */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Sends one file to `POST /api/files` (docs/files.md "Uploading") and reports its progress, 0 to 1.
 * XMLHttpRequest rather than fetch: only it reports upload progress in every browser.
 * @example const stored = await uploadFile(file, (done) => setProgress(done));
 */
export function uploadFile(file: File, onProgress: (done: number) => void): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_PREFIX}/files`);
    request.responseType = 'json';
    // docs/languages.md#errors: the refusal comes back in the language the screen shows.
    request.setRequestHeader('accept-language', pageI18nProvider.getLocale());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { message?: string } | null;
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(body as StoredFile);
      } else {
        reject(
          new UploadError(body?.message ?? 'portal.documents.uploadErrors.failed', request.status),
        );
      }
    };
    request.onerror = () => reject(new UploadError('portal.documents.uploadErrors.interrupted', 0));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
