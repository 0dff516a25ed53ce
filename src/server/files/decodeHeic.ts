import { Worker } from 'node:worker_threads';
import { HttpError } from '../http/httpError';
import { checkImagePixels, MAX_IMAGE_PIXELS } from './imagePixels';

/** A decoded photo as raw RGBA pixels, what sharp reads with `{ raw: { width, height, channels: 4 } }`. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

const workerFile = new URL('./heicDecodeWorker.mjs', import.meta.url);

/**
 * A HEIC/HEIF photo decoded off the event loop (docs/files.md#types), in the image decode queue's
 * turn (the caller's). Bytes that do not decode are a bad upload: 415, like any image the server
 * cannot read; a photo over MAX_IMAGE_PIXELS is 413 and never decoded.
 * @example const { width, height, data } = await decodeHeic(bytes);
 */
export async function decodeHeic(bytes: Buffer): Promise<RgbaImage> {
  const image = await new Promise<Partial<RgbaImage>>((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: { bytes, maxPixels: MAX_IMAGE_PIXELS } });
    const damaged = () =>
      reject(
        new HttpError(415, 'errors.files.unreadableImage', { file: 'errors.files.damagedImage' }),
      );
    worker.once('message', resolve);
    worker.once('error', damaged);
    worker.once('exit', (code) => code === 0 || damaged());
  });
  const { width = 0, height = 0, data } = image;
  checkImagePixels(width, height);
  if (!data) throw new Error('The HEIC worker answered no pixels');
  return { width, height, data };
}
