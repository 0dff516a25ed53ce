import { describe, expect, it } from 'vitest';
import { delayAfterFailure } from './signInThrottle';

const RULE = { firstDelayMs: 1_000, windowMs: 15 * 60_000 };

// docs/sessions.md#sign-in-throttling: free failures, then delays that double, capped at the window.
describe('delayAfterFailure', () => {
  it('lets the free failures through, then doubles the delay after each further one', () => {
    expect([4, 5, 6, 7, 8, 9].map((n) => delayAfterFailure(n, 5, RULE))).toEqual([
      0, 0, 1_000, 2_000, 4_000, 8_000,
    ]);
  });

  it('never waits longer than the window, however many failures', () => {
    expect(delayAfterFailure(16, 5, RULE)).toBe(RULE.windowMs);
    expect(delayAfterFailure(10_000, 5, RULE)).toBe(RULE.windowMs);
  });
});
