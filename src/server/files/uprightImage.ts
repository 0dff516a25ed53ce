import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp, { type Sharp } from 'sharp';
import { HttpError } from '../http/httpError';
import { decodeHeic } from './decodeHeic';
import { inImageDecodeQueue } from './imageDecodeQueue';
import { checkImagePixels, MAX_IMAGE_PIXELS } from './imagePixels';
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
 * An image turned upright (its EXIF orientation applied; HEIC converted to JPEG) and thumbnailed,
 * in its turn of the image decode queue. An image already upright in an accepted type keeps its
 * bytes, so its sha256 dedupes it. One over MAX_IMAGE_PIXELS is refused (413) from its header.
 * Images are decoded in memory, bounded by the upload and pixel limits; other files only ever stream.
 * @example const prepared = await uprightImage(storage, key, inspector.result());
 */
export const uprightImage = (
  storage: FileStorage,
  key: string,
  inspection: Inspection,
): Promise<PreparedUpload> => inImageDecodeQueue(() => turnUpright(storage, key, inspection));

async function turnUpright(
  storage: FileStorage,
  key: string,
  inspection: Inspection,
): Promise<PreparedUpload> {
  const { type } = inspection;
  const { image, orientation } = await readableImage(
    await buffer(await storage.read(key)),
    type.sniffed,
  );
  const turn = type.storedAs !== type.sniffed || orientation > 1;
  // One after the other: the thumbnail is cheap (JPEG shrinks as it loads), turning is not.
  const upright = turn
    ? await encoded(image().rotate().keepExif().keepIccProfile(), type.storedAs)
    : undefined;
  const thumbnail = await image()
    .rotate()
    .resize(THUMBNAIL_BOX, THUMBNAIL_BOX, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer()
    .catch(unreadable);
  let stored = { key, sha256: inspection.sha256, size: inspection.size };
  if (upright) {
    stored = await writeTemp(storage, upright);
    await storage.remove(key);
  }
  const thumbnailKey = (await writeTemp(storage, thumbnail)).key;
  return { ...stored, contentType: type.storedAs, thumbnailKey };
}

/**
 * The image's pixels to read as often as needed, and its EXIF orientation; its size checked first.
 * libheif applies a HEIC photo's own rotation as it decodes, so its pixels come upright.
 */
async function readableImage(
  bytes: Buffer,
  sniffed: string,
): Promise<{ image: () => Sharp; orientation: number }> {
  if (isHeif(sniffed)) {
    const { width, height, data } = await decodeHeic(bytes);
    const raw = { width, height, channels: 4 } as const;
    return {
      image: () => sharp(data, { raw, limitInputPixels: MAX_IMAGE_PIXELS }),
      orientation: 1,
    };
  }
  // The header alone: sharp's own limit would refuse a huge image as unreadable, not as too large.
  const {
    width = 0,
    height = 0,
    orientation = 1,
  } = await sharp(bytes, { limitInputPixels: false }).metadata().catch(unreadable);
  checkImagePixels(width, height);
  return { image: () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }), orientation };
}

// mozjpeg's optimised Huffman coding keeps every coefficient of the image until the end: 430 MB
// instead of 160 MB to turn a 48-megapixel photo, for a file a few percent smaller.
const FORMATS = {
  'image/jpeg': ['jpeg', { optimiseCoding: false }],
  'image/png': ['png', {}],
  'image/webp': ['webp', {}],
} as const;

function encoded(image: Sharp, storedAs: Inspection['type']['storedAs']) {
  const [format, options] = FORMATS[storedAs as keyof typeof FORMATS];
  return image.toFormat(format, options).toBuffer().catch(unreadable);
}

// Bytes that pass the sniff but that libvips cannot decode are a bad upload, not a server fault.
const unreadable = (): never => {
  throw new HttpError(415, 'errors.files.unreadableImage', { file: 'errors.files.damagedImage' });
};

async function writeTemp(storage: FileStorage, bytes: Buffer) {
  const key = tempKey(randomUUID());
  await storage.write(key, Readable.from([bytes]));
  return { key, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
}
