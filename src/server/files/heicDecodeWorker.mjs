// docs/files.md#types: libheif (WebAssembly) decodes a HEIC photo synchronously, about 2 s for a
// 12-megapixel photo, so it runs in a worker thread instead of stalling every other request.
// Plain JavaScript, so the worker starts the same under tsx, Vitest and plain Node.
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

const { width, height, data } = await decode({ buffer: workerData });
parentPort.postMessage({ width, height, data }, [data.buffer]);
