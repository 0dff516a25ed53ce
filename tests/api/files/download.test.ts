import { beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, uprightPng } from './fileSamples';
import { STORAGE_KINDS, useFilesApp } from './useFilesApp';

// docs/files.md "Downloads": the stored type and length, an ETag from the sha256, nosniff, and a
// disposition that shows only images and PDFs in the page.

describe.each(STORAGE_KINDS)('downloading from %s storage', (kind) => {
  const files = useFilesApp(kind);
  let collector: Record<string, string>;

  beforeAll(async () => {
    collector = await files.signIn('collector@example.com');
  });

  it('sends a PDF inline with its type, length, ETag, nosniff and its UTF-8 name', async () => {
    const data = pdfBytes('veterinary certificate');
    const { id, sha256 } = (
      await files.upload(collector, [{ name: 'file', filename: 'Löwe (vet).pdf', data }])
    ).json();
    const answer = await files.download(collector, `/api/files/${id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(data.length),
      etag: `"${sha256}"`,
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="L_we (vet).pdf"; filename*=UTF-8''L%C3%B6we%20%28vet%29.pdf`,
    });
  });

  it('answers 304 without the bytes when If-None-Match names the current ETag', async () => {
    const { id, sha256 } = (
      await files.upload(collector, [{ name: 'file', filename: 'a.pdf', data: pdfBytes('etag') }])
    ).json();
    const answer = await files.download(collector, `/api/files/${id}`, {
      'if-none-match': `"${sha256}"`,
    });
    expect(answer.statusCode).toBe(304);
    expect(answer.rawPayload).toHaveLength(0);
  });

  it('sends an image as its image type and a JPEG thumbnail of at most 480 px a side', async () => {
    const { id } = (
      await files.upload(collector, [
        { name: 'file', filename: 'kudu.png', data: await uprightPng() },
      ])
    ).json();
    const image = await files.download(collector, `/api/files/${id}`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="kudu.png"/);
    const thumbnail = await files.download(collector, `/api/files/${id}/thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.headers['content-length']).toBe(String(thumbnail.rawPayload.length));
    const { default: sharp } = await import('sharp');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 480, 360]);
  });

  it('answers 404 for the thumbnail of a PDF', async () => {
    const { id } = (
      await files.upload(collector, [{ name: 'file', data: pdfBytes('thumb') }])
    ).json();
    const answer = await files.download(collector, `/api/files/${id}/thumbnail`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 404 for an id no file has, and 400 for one that is not a UUID', async () => {
    const missing = await files.download(
      collector,
      '/api/files/7b0e8c1e-8f4f-4c41-9d52-8d0c7a0f0a11',
    );
    expect(missing.statusCode).toBe(404);
    expect((await files.download(collector, '/api/files/not-a-uuid')).statusCode).toBe(400);
  });
});
