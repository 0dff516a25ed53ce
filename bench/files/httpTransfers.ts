import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { request } from 'node:http';
import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';

const BOUNDARY = 'trophy-bench-boundary';

/**
 * Streams `path` to POST /api/files as one multipart part named file, under its own name; answers
 * the server's JSON, which must come with `status` (201 unless told).
 * @example const stored = await uploadFile(baseUrl, headers, '/tmp/big.pdf');
 */
export async function uploadFile(
  baseUrl: string,
  headers: Record<string, string>,
  path: string,
  status = 201,
): Promise<{ id: string; sha256: string; size: number }> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${basename(path)}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const length = head.length + statSync(path).size + tail.length;
  const answer = await new Promise<string>((resolve, reject) => {
    const upload = request(`${baseUrl}/api/files`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(length),
      },
    });
    upload.once('error', reject);
    upload.once('response', (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.once('end', () =>
        response.statusCode === status
          ? resolve(body)
          : reject(new Error(`${response.statusCode} ${body}`)),
      );
    });
    upload.write(head);
    const file = createReadStream(path);
    file.once('error', reject);
    file.on('end', () => upload.end(tail));
    file.pipe(upload, { end: false });
  });
  return JSON.parse(answer) as { id: string; sha256: string; size: number };
}

/**
 * Streams GET `url` into the file `to`; answers the Content-Length the server announced.
 * @example await downloadFile(`${baseUrl}/api/files/${id}`, headers, '/tmp/copy.pdf');
 */
export function downloadFile(url: string, headers: Record<string, string>, to: string) {
  return new Promise<number>((resolve, reject) => {
    request(url, { headers }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`download answered ${response.statusCode}`));
        response.resume();
        return;
      }
      pipeline(response, createWriteStream(to)).then(
        () => resolve(Number(response.headers['content-length'])),
        reject,
      );
    })
      .once('error', reject)
      .end();
  });
}
