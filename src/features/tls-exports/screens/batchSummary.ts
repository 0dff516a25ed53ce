import type { TlsWaitingOrder } from '../tlsExports';

/**
 * The preview of a batch before it is created: how many orders and lines, and the money per
 * currency (never added across currencies, docs/money.md).
 * @example batchSummary(picked) // { orders: 2, lines: 5, totals: [['ZAR', 1250000]] }
 */
export function batchSummary(orders: readonly TlsWaitingOrder[]) {
  const totals = new Map<string, number>();
  for (const order of orders) {
    totals.set(order.currency, (totals.get(order.currency) ?? 0) + order.totalMinor);
  }
  return {
    orders: orders.length,
    lines: orders.reduce((sum, order) => sum + order.lineCount, 0),
    totals: [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)),
  };
}
