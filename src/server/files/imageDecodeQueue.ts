import type { WorkerPoolStats } from '../metrics/workerPools';

// docs/files.md#images: one image decodes at a time. A 48-megapixel photo takes about 160 MB while
// it is turned, so uploads arriving together would otherwise add that up; the others wait their turn.
let previous: Promise<unknown> = Promise.resolve();
// Decodings queued or running: one runs, the others wait.
let pending = 0;

/**
 * Runs `work` once every image decoding queued before it has finished, one at a time.
 * @example const upright = await inImageDecodeQueue(() => turnUpright(bytes));
 */
export function inImageDecodeQueue<T>(work: () => Promise<T>): Promise<T> {
  pending += 1;
  const done = previous.then(work).finally(() => {
    pending -= 1;
  });
  previous = done.catch(() => undefined);
  return done;
}

/** The queue as a pool of one worker, for the metrics; one queue serves the whole process. */
export const imageDecodeQueueStats = (): WorkerPoolStats => ({
  queued: Math.max(0, pending - 1),
  active: Math.min(pending, 1),
  capacity: 1,
});
