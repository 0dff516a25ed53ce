import type { TranslateFunction } from 'react-admin';
import { UploadError } from './uploadFile';

/**
 * Why an upload failed, in the current language: the portal's own messages are keys (with the
 * status the server answered); a text the server wrote is shown as it is.
 * @example setProblem(uploadErrorText(translate, error));
 */
export function uploadErrorText(translate: TranslateFunction, error: unknown): string {
  const message = (error as Error).message;
  const status = error instanceof UploadError ? error.status : undefined;
  return translate(message, { _: message, status });
}
