import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp, { type Sharp } from 'sharp';
import { HttpError } from '../http/httpError';
import { decodeHeic } from './decodeHeic';
import { tempKey, type FileStorage } from './fileStorage';
import { isHeif } from './sniffedType';
import type { Inspection } from './uploadInspector';

/** An upload as it will be stored: its temporary key, hash, size and type, and its thumbnail's. */
export interface PreparedUpload {
  key: string;
  sha256: string;
  size: number;
  contentType: Inspection['type']['storedAs'];
  thumbnailKey: string | undefined;
}

// docs/files.md "Images": big enough for the image preview (260x240) on a high-density screen.
const THUMBNAIL_BOX = 480;

/**
 * An image turned upright (its EXIF orientation applied; HEIC converted to JPEG) and thumbnailed.
 * An image already upright in an accepted type keeps its bytes, so its sha256 dedupes it.
 * Images are decoded in memory, bounded by the upload limit; other files only ever stream.
 * @example const prepared = await uprightImage(storage, key, inspector.result());
 */
export async function uprightImage(
  storage: FileStorage,
  key: string,
  inspection: Inspection,
): Promise<PreparedUpload> {
  const { type } = inspection;
  const image = await readableImage(await buffer(await storage.read(key)), type.sniffed);
  const { orientation } = await image().metadata().catch(unreadable);
  const turn = type.storedAs !== type.sniffed || (orientation ?? 1) > 1;
  const [upright, thumbnail] = await Promise.all([
    turn
      ? image()
          .rotate()
          .keepExif()
          .keepIccProfile()
          .toFormat(FORMATS[type.storedAs as keyof typeof FORMATS])
          .toBuffer()
      : undefined,
    image()
      .rotate()
      .resize(THUMBNAIL_BOX, THUMBNAIL_BOX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer(),
  ]).catch(unreadable);
  let stored = { key, sha256: inspection.sha256, size: inspection.size };
  if (upright) {
    stored = await writeTemp(storage, upright);
    await storage.remove(key);
  }
  const thumbnailKey = (await writeTemp(storage, thumbnail)).key;
  return { ...stored, contentType: type.storedAs, thumbnailKey };
}

// libheif applies a HEIC photo's own rotation as it decodes, so its pixels come upright.
async function readableImage(bytes: Buffer, sniffed: string): Promise<() => Sharp> {
  if (!isHeif(sniffed)) return () => sharp(bytes);
  const { width, height, data } = await decodeHeic(bytes);
  return () => sharp(data, { raw: { width, height, channels: 4 } });
}

const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;

// Bytes that pass the sniff but that libvips cannot decode are a bad upload, not a server fault.
const unreadable = (): never => {
  throw new HttpError(415, 'errors.files.unreadableImage', { file: 'errors.files.damagedImage' });
};

async function writeTemp(storage: FileStorage, bytes: Buffer) {
  const key = tempKey(randomUUID());
  await storage.write(key, Readable.from([bytes]));
  return { key, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
}
