import { landedCostSums } from '../../../shared/orderTotals';
import type { OrderTotals } from '../definition';
import type { orders } from '../table';

/**
 * An order's totals as its row stores them (docs/money.md), the shape the API and the workflow's
 * moves read.
 * @example const totals = storedTotals(row);
 */
export function storedTotals(row: typeof orders.$inferSelect): OrderTotals {
  return {
    subtotalMinor: row.subtotalMinor,
    discountMinor: row.discountMinor,
    vatMinor: row.vatMinor,
    totalMinor: row.totalMinor,
    depositMinor: row.depositMinor,
    hasPriceOnRequest: row.hasPriceOnRequest,
    // A few costs stored with the order: their sums are read from them, not stored twice.
    ...landedCostSums(row.landedCosts),
  };
}
