// docs/files.md#images: one image decodes at a time. A 48-megapixel photo takes about 160 MB while
// it is turned, so uploads arriving together would otherwise add that up; the others wait their turn.
let previous: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` once every image decoding queued before it has finished, one at a time.
 * @example const upright = await inImageDecodeQueue(() => turnUpright(bytes));
 */
export function inImageDecodeQueue<T>(work: () => Promise<T>): Promise<T> {
  const done = previous.then(work);
  previous = done.catch(() => undefined);
  return done;
}
