import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { heicPhoto, hugeHeic, hugeJpeg, sidewaysJpeg, uprightPng } from './fileSamples';
import { useFilesApp } from './useFilesApp';

// docs/files.md "Images": photos are stored upright (their EXIF orientation applied), an image
// already upright keeps its bytes, so the same photo dedupes by its sha256.

describe('images on upload', () => {
  const files = useFilesApp('local');
  let collector: Record<string, string>;

  beforeAll(async () => {
    collector = await files.signIn('collector@example.com');
  });

  it('stores a sideways photo upright, with no orientation left to apply', async () => {
    const answer = await files.upload(collector, [
      { name: 'file', filename: 'cape.jpg', data: await sidewaysJpeg() },
    ]);
    expect(answer.statusCode).toBe(201);
    const stored = await files.download(collector, `/api/files/${answer.json().id}`);
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 20, 60]);
    expect(meta.orientation ?? 1).toBe(1);
    expect(answer.json().size).toBe(stored.rawPayload.length);
    const thumbnail = await files.download(collector, `/api/files/${answer.json().id}/thumbnail`);
    const thumbMeta = await sharp(thumbnail.rawPayload).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([20, 60]);
  });

  it('stores a HEIC photo as a JPEG of the same size, with a thumbnail', async () => {
    const answer = await files.upload(collector, [
      { name: 'file', filename: 'IMG_0001.HEIC', data: heicPhoto() },
    ]);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ name: 'IMG_0001.jpg', contentType: 'image/jpeg' });
    const stored = await files.download(collector, `/api/files/${answer.json().id}`);
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 64, 48]);
    const thumbnail = await files.download(collector, `/api/files/${answer.json().id}/thumbnail`);
    expect((await sharp(thumbnail.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('keeps the bytes of an image that is already upright', async () => {
    const data = await uprightPng(40, 30);
    const answer = await files.upload(collector, [{ name: 'file', filename: 'skull.png', data }]);
    const stored = await files.download(collector, `/api/files/${answer.json().id}`);
    expect(stored.rawPayload.equals(data)).toBe(true);
  });

  // docs/files.md#limits: a small file declaring a huge image is refused from its header.
  it.each([
    ['a JPEG', 'IMG_2.jpg', hugeJpeg],
    ['a HEIC photo', 'IMG_3.HEIC', hugeHeic],
  ])(
    'refuses %s of 16000x16000 pixels with 413 and stores nothing',
    async (_kind, filename, data) => {
      const before = await files.stored();
      const answer = await files.upload(collector, [
        { name: 'file', filename, data: await data() },
      ]);
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toEqual({
        message: 'The image is too large',
        errors: { file: 'Send an image of at most 50 megapixels' },
      });
      expect(await files.stored()).toEqual(before);
    },
  );
});
