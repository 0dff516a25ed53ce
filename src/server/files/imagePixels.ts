import { HttpError } from '../http/httpError';

// docs/files.md#limits: photos from phones are under 50 megapixels; a small file may declare far more
// (a 1.5 MB JPEG of 16000x16000), and decoding it would take gigabytes.
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Refuses an image larger than MAX_IMAGE_PIXELS with 413, from the size its header declares, before
 * any pixel is decoded.
 * @example checkImagePixels(metadata.width, metadata.height);
 */
export function checkImagePixels(width: number, height: number): void {
  if (width * height <= MAX_IMAGE_PIXELS) return;
  throw new HttpError(413, 'errors.files.tooManyPixels', {
    file: {
      key: 'errors.files.atMostMegapixels',
      params: { megapixels: MAX_IMAGE_PIXELS / 1_000_000 },
    },
  });
}
