import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { startRawUpload } from './rawUpload';
import { STORAGE_KINDS, useFilesApp } from './useFilesApp';

// docs/files.md "Crash safety": a connection dropped mid-upload leaves no record and no bytes,
// over real HTTP (app.inject cannot drop a connection).

describe.each(STORAGE_KINDS)(
  'a client that drops the connection mid-upload on %s storage',
  (kind) => {
    const files = useFilesApp(kind);
    let collector: Record<string, string>;
    let port: number;

    beforeAll(async () => {
      ({ headers: collector, port } = await files.listenAs('collector@example.com'));
    });

    it('leaves no file record, no blob and no temporary', async () => {
      const before = await files.stored();
      const upload = startRawUpload(port, collector, 50 * 2 ** 20);
      let answered: number | undefined;
      upload.on('response', (answer) => (answered = answer.statusCode));
      upload.write(Buffer.alloc(3 * 2 ** 20, 7));
      // Until the server is streaming: on local disk the temporary shows; S3 buffers its first part.
      let streaming = false;
      for (let waited = 0; waited < 3000 && !streaming; waited += 50) {
        await sleep(50);
        streaming = (await files.stored()).temporaries > 0;
      }
      if (kind === 'local') expect(streaming).toBe(true);
      upload.destroy();
      await sleep(800);
      expect(answered).toBeUndefined();
      expect(await files.stored()).toEqual(before);
    });
  },
);
