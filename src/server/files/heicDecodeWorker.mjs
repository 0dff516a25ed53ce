// docs/files.md#types: libheif (WebAssembly) decodes a HEIC photo synchronously, about 2 s for a
// 12-megapixel photo, so it runs in a worker thread instead of stalling every other request.
// A photo over `maxPixels` is answered with its size alone, undecoded (docs/files.md#limits).
// Plain JavaScript, so the worker starts the same under tsx, Vitest and plain Node.
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

const images = await decode.all({ buffer: workerData.bytes });
try {
  const [first] = images;
  if (first.width * first.height > workerData.maxPixels) {
    parentPort.postMessage({ width: first.width, height: first.height });
  } else {
    const { width, height, data } = await first.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  }
} finally {
  images.dispose();
}
