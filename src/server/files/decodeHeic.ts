import { Worker } from 'node:worker_threads';
import { HttpError } from '../http/httpError';

/** A decoded photo as raw RGBA pixels, what sharp reads with `{ raw: { width, height, channels: 4 } }`. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

const workerFile = new URL('./heicDecodeWorker.mjs', import.meta.url);

// One decode at a time: a 12-megapixel photo takes about 100 MB while it decodes, and photos
// arriving together would otherwise add that up.
let previous: Promise<unknown> = Promise.resolve();

/**
 * A HEIC/HEIF photo decoded off the event loop (docs/files.md#types). Bytes that do not decode are a
 * bad upload: 415, like any image the server cannot read.
 * @example const { width, height, data } = await decodeHeic(bytes);
 */
export function decodeHeic(bytes: Buffer): Promise<RgbaImage> {
  const decoded = previous.then(() => decodeInWorker(bytes));
  previous = decoded.catch(() => undefined);
  return decoded;
}

function decodeInWorker(bytes: Buffer): Promise<RgbaImage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: bytes });
    const damaged = () =>
      reject(
        new HttpError(415, 'errors.files.unreadableImage', { file: 'errors.files.damagedImage' }),
      );
    worker.once('message', (image: RgbaImage) => resolve(image));
    worker.once('error', damaged);
    worker.once('exit', (code) => code === 0 || damaged());
  });
}
