import { beforeAll, describe, expect, it } from 'vitest';
import { startRawUpload } from './rawUpload';
import { useFilesApp } from './useFilesApp';

// docs/files.md "Limits": past MAX_UPLOAD_MB the answer is 413 at once and the connection closes,
// so a client sending gigabytes is not read to its end.

describe('an upload past the limit over real HTTP', () => {
  const files = useFilesApp('local', { MAX_UPLOAD_MB: '1' });
  let collector: Record<string, string>;
  let port: number;

  beforeAll(async () => {
    ({ headers: collector, port } = await files.listenAs('collector@example.com'));
  });

  it('answers 413 while the client is still sending, closes the connection and stores nothing', async () => {
    const before = await files.stored();
    const answer = await new Promise<{ status: number; connection: string | undefined }>(
      (resolve, reject) => {
        const upload = startRawUpload(port, collector, 1024 * 2 ** 20);
        upload.on('response', (response) => {
          response.resume();
          resolve({ status: response.statusCode!, connection: response.headers.connection });
          upload.destroy();
        });
        // 4 MB of the announced gigabyte; the answer must not wait for the rest.
        upload.write(Buffer.alloc(4 * 2 ** 20, 1));
        setTimeout(() => reject(new Error('no answer before the body ended')), 10_000).unref();
      },
    );
    expect(answer).toEqual({ status: 413, connection: 'close' });
    expect(await files.stored()).toEqual(before);
  });
});
