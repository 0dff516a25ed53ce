import { describe, expect, it } from 'vitest';
import { imageDecodeQueueStats, inImageDecodeQueue } from './imageDecodeQueue';

// docs/files.md#images: one image decodes at a time, whatever arrives together.
describe('the image decode queue', () => {
  it('runs one decoding at a time, in the order asked, and a failure does not stop the next', async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const decoding = (n: number, fails = false) =>
      inImageDecodeQueue(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push(n);
        running -= 1;
        if (fails) throw new Error(`decoding ${n} failed`);
        return n;
      });
    const results = await Promise.allSettled([decoding(1), decoding(2, true), decoding(3)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(order).toEqual([1, 2, 3]);
    expect(most).toBe(1);
  });

  it('reports itself as a pool of one worker: one decoding active, the others queued', async () => {
    const idle = { queued: 0, active: 0, capacity: 1 };
    expect(imageDecodeQueueStats()).toEqual(idle);
    let finish!: () => void;
    const first = inImageDecodeQueue(() => new Promise<void>((resolve) => (finish = resolve)));
    const others = [1, 2].map(() => inImageDecodeQueue(async () => undefined));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imageDecodeQueueStats()).toEqual({ queued: 2, active: 1, capacity: 1 });
    finish();
    await Promise.all([first, ...others]);
    expect(imageDecodeQueueStats()).toEqual(idle);
  });
});
