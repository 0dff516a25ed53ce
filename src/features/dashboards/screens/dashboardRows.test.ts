import { describe, expect, it } from 'vitest';
import { everyMonth } from './dashboardRows';

// docs/dashboards.md#revenue: the revenue chart's axis is the calendar's, a month without orders
// shown as zero rather than left out.

const month = (month: string, currency: string, orders: number) => ({
  month,
  currency,
  orders,
  revenueMinor: orders * 100,
  depositMinor: orders * 50,
});

describe('everyMonth', () => {
  it('fills the months between a currency’s first and last, across a new year', () => {
    const filled = everyMonth([month('2025-11', 'ZAR', 2), month('2026-02', 'ZAR', 1)]);
    expect(filled.map((row) => [row.month, row.orders])).toEqual([
      ['2025-11', 2],
      ['2025-12', 0],
      ['2026-01', 0],
      ['2026-02', 1],
    ]);
    expect(filled[1]).toEqual({
      month: '2025-12',
      currency: 'ZAR',
      orders: 0,
      revenueMinor: 0,
      depositMinor: 0,
    });
  });

  it('fills each currency over its own months and leaves an unbroken run as it is', () => {
    const rows = [
      month('2026-01', 'ZAR', 1),
      month('2026-02', 'ZAR', 1),
      month('2026-03', 'USD', 4),
    ];
    expect(everyMonth(rows)).toEqual(rows);
    expect(everyMonth([])).toEqual([]);
  });
});
