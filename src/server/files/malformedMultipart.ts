import type { Readable } from 'node:stream';
import { HttpError } from '../http/httpError';

const malformed = () =>
  new HttpError(400, 'errors.files.malformedMultipart', { file: 'errors.files.onePartNamedFile' });

/**
 * docs/files.md: the multipart parser throws plain errors for a body the caller broke (no
 * boundary, cut short): those answer 400. Errors that already carry a status (a limit's 413,
 * the framework's own 400) pass unchanged.
 * @example const part = await request.file().catch(refuseMalformed);
 */
export function refuseMalformed(error: unknown): never {
  if (error instanceof Error && 'statusCode' in error) throw error;
  throw malformed();
}

/**
 * Watches a part's stream: once it has failed (the body ended inside the part), whatever the
 * upload then throws without a status answers 400; a storage failure with an intact body stays a
 * fault of the portal.
 * @example const refuse = refuseIfBodyFailed(part.file); await receiveUpload(...).catch(refuse);
 */
export function refuseIfBodyFailed(body: Readable): (error: unknown) => never {
  // The parser may have destroyed the stream with its error before the route got the part (then
  // `errored` says so), or may only emit one later.
  let failed = body.errored !== null;
  body.once('error', () => {
    failed = true;
  });
  return (error) => {
    if (!failed && body.errored === null) throw error;
    return refuseMalformed(error);
  };
}
