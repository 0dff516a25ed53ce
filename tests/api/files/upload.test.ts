import { randomUUID, createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileSchema } from '../../../src/shared/fileCalls';
import { heicHead, pdfBytes } from './fileSamples';
import { STORAGE_KINDS, useFilesApp } from './useFilesApp';

// docs/files.md: POST /api/files takes one part named file, sniffs its type from the bytes,
// answers 201 with the record, and a retry with the client's id answers the same record.

describe.each(STORAGE_KINDS)('uploading to %s storage', (kind) => {
  const files = useFilesApp(kind, { MAX_UPLOAD_MB: '1' });
  let collector: Record<string, string>;
  let client: Record<string, string>;

  beforeAll(async () => {
    collector = await files.signIn('collector@example.com');
    client = await files.signIn('client@example.com');
  });

  it('answers 201 with the id, name, sniffed type, size and sha256 of what it stored', async () => {
    const data = pdfBytes('hunting register');
    const answer = await files.upload(collector, [
      { name: 'file', filename: 'register.pdf', contentType: 'text/plain', data },
    ]);
    expect(answer.statusCode).toBe(201);
    const stored = fileSchema.parse(answer.json());
    expect(stored).toEqual({
      id: expect.any(String),
      name: 'register.pdf',
      contentType: 'application/pdf',
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
    });
    const download = await files.download(collector, `/api/files/${stored.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(data)).toBe(true);
  });

  it('takes the type from the bytes, not the name: a PDF called .jpg is a PDF and keeps a .pdf name', async () => {
    const answer = await files.upload(collector, [
      {
        name: 'file',
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
        data: pdfBytes('named jpg'),
      },
    ]);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ contentType: 'application/pdf', name: 'photo.pdf' });
  });

  it('answers a repeated upload with the same client id with 200 and the same record, storing nothing new', async () => {
    const id = randomUUID();
    const parts = [{ name: 'file', filename: 'retry.pdf', data: pdfBytes('offline retry') }];
    const first = await files.upload(collector, parts, id);
    expect(first.statusCode).toBe(201);
    expect(first.json().id).toBe(id);
    const before = await files.stored();
    const again = await files.upload(collector, parts, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await files.stored()).toEqual(before);
  });

  it("refuses someone else's file id with 409", async () => {
    const id = randomUUID();
    const parts = [{ name: 'file', filename: 'mine.pdf', data: pdfBytes('mine') }];
    expect((await files.upload(collector, parts, id)).statusCode).toBe(201);
    const taken = await files.upload(client, parts, id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: expect.any(String),
      errors: { id: expect.any(String) },
    });
  });

  it('refuses an id that is not a UUID with 400', async () => {
    const answer = await files.upload(collector, [{ name: 'file', data: pdfBytes() }], 'nope');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toHaveProperty('id');
  });

  it('stores the same bytes once: two records, one blob', async () => {
    const data = pdfBytes('the same passport copy');
    const before = await files.stored();
    const one = await files.upload(collector, [{ name: 'file', filename: 'a.pdf', data }]);
    const two = await files.upload(client, [{ name: 'file', filename: 'b.pdf', data }]);
    expect(one.json().sha256).toBe(two.json().sha256);
    expect(one.json().id).not.toBe(two.json().id);
    expect(await files.stored()).toEqual({
      ...before,
      files: before.files + 2,
      blobs: before.blobs + 1,
    });
    const second = await files.download(client, `/api/files/${two.json().id}`);
    expect(second.rawPayload.equals(data)).toBe(true);
  });

  it('stores bytes uploaded at the same time as one blob, while the last other record lets go of them', async () => {
    const data = pdfBytes('five collectors, one permit');
    const first = (await files.upload(collector, [{ name: 'file', data }])).json();
    const before = await files.stored();
    const [, ...answers] = await Promise.all([
      files.app.files.release(first.id),
      ...Array.from({ length: 5 }, () => files.upload(collector, [{ name: 'file', data }])),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await files.stored()).toEqual({ ...before, files: before.files + 4 });
    for (const answer of answers) {
      const download = await files.download(collector, `/api/files/${answer.json().id}`);
      expect(download.rawPayload.equals(data)).toBe(true);
    }
  });

  it.each([
    [
      'an HTML page called .pdf',
      'page.pdf',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
    ],
    ['plain text', 'notes.txt', Buffer.from('just words')],
    ['a ZIP archive', 'permits.pdf', Buffer.from('504b0304140000000800', 'hex')],
  ])('refuses %s with 415 and stores nothing', async (_kind, filename, data) => {
    const before = await files.stored();
    const answer = await files.upload(collector, [{ name: 'file', filename, data }]);
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({
      message: expect.any(String),
      errors: { file: expect.any(String) },
    });
    expect(await files.stored()).toEqual(before);
  });

  it('refuses a HEIC file that does not decode with 415 and stores nothing', async () => {
    const before = await files.stored();
    const answer = await files.upload(collector, [
      { name: 'file', filename: 'IMG_1.HEIC', data: heicHead() },
    ]);
    expect(answer.statusCode).toBe(415);
    expect(answer.json().errors.file).toBe('The image is damaged');
    expect(await files.stored()).toEqual(before);
  });

  it('refuses a file over MAX_UPLOAD_MB with 413 and stores nothing', async () => {
    const before = await files.stored();
    const data = Buffer.concat([pdfBytes(), Buffer.alloc(2 ** 20)]);
    const answer = await files.upload(collector, [{ name: 'file', filename: 'big.pdf', data }]);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({
      message: 'The file is too large',
      errors: { file: 'Send at most 1 MB' },
    });
    expect(await files.stored()).toEqual(before);
  });

  it('answers 400 when the file is not in a part named file, and 415 for a body that is not multipart', async () => {
    const misnamed = await files.upload(collector, [
      { name: 'upload', filename: 'a.pdf', data: pdfBytes() },
    ]);
    expect(misnamed.statusCode).toBe(400);
    expect(misnamed.json().errors).toEqual({ file: 'Required' });
    const json = await files.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: collector,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().errors).toHaveProperty('file');
  });

  it('answers 401 to an upload from someone not signed in', async () => {
    const answer = await files.upload({ origin: 'http://localhost' }, [
      { name: 'file', data: pdfBytes() },
    ]);
    expect(answer.statusCode).toBe(401);
  });
});
