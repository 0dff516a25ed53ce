import { request, type ClientRequest } from 'node:http';
import { pdfBytes } from './fileSamples';

/**
 * Starts a multipart upload over real HTTP (app.inject can neither drop a connection nor answer
 * mid-body): it announces `declaredBytes`, sends the part's head and a PDF's first bytes, and leaves
 * the rest, or the drop, to the test. Errors of the dropped socket are the test's point, not a fault.
 * @example const upload = startRawUpload(port, collector, 50 * 2 ** 20); upload.destroy();
 */
export function startRawUpload(
  port: number,
  headers: Record<string, string>,
  declaredBytes: number,
): ClientRequest {
  const boundary = 'trophy-raw-upload-boundary';
  const upload = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/files',
    headers: {
      ...headers,
      origin: `http://127.0.0.1:${port}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(declaredBytes),
    },
  });
  upload.on('error', () => {});
  upload.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  upload.write(pdfBytes());
  return upload;
}
