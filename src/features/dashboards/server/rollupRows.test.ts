import { describe, expect, it } from 'vitest';
import { wholeMonthsWithin } from './rollupRows';

// docs/dashboards.md#rollups: a range reads month rows for its whole months, day rows for the rest.

describe('wholeMonthsWithin', () => {
  it('keeps whole months and leaves the cut ones at the edges to the day rows', () => {
    expect(wholeMonthsWithin({ from: '2026-03-10', to: '2026-05-31' })).toEqual({
      first: '2026-04-01',
      afterLast: '2026-06-01',
    });
    expect(wholeMonthsWithin({ from: '2026-03-01', to: '2026-05-30' })).toEqual({
      first: '2026-03-01',
      afterLast: '2026-05-01',
    });
  });

  it('counts a month ending on the 28th or 29th of February and across the year end', () => {
    expect(wholeMonthsWithin({ from: '2023-12-01', to: '2024-02-29' })).toEqual({
      first: '2023-12-01',
      afterLast: '2024-03-01',
    });
    expect(wholeMonthsWithin({ to: '2023-02-28' })).toEqual({ afterLast: '2023-03-01' });
    expect(wholeMonthsWithin({ from: '2025-12-02' })).toEqual({ first: '2026-01-01' });
  });

  it('finds no whole month inside one month, and leaves open ends open', () => {
    const { first, afterLast } = wholeMonthsWithin({ from: '2026-03-02', to: '2026-03-30' });
    expect(first! >= afterLast!).toBe(true);
    expect(wholeMonthsWithin({})).toEqual({});
  });
});
