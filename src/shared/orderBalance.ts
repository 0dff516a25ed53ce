import type { OrderTotals } from '../features/orders/definition';

// docs/payments.md#balances: what an order's payments leave to pay, in exact minor units
// (docs/money.md#minor-units). Refunds are negative payments, so "paid" is the plain sum. The
// server's gates and the screens read the same figures.

export interface OrderBalance {
  /** Payments less refunds. */
  paidMinor: number;
  /** What of the deposit is still to pay; nothing once the payments reach it. */
  depositDueMinor: number;
  /** What of the total is still to pay; negative when the studio owes the client money back. */
  balanceDueMinor: number;
}

/**
 * An order's balance from its stored totals and its payments' amounts (refunds negative).
 * @example orderBalance({ totalMinor: 2415, depositMinor: 1208 }, [1208]) // { paidMinor: 1208, depositDueMinor: 0, balanceDueMinor: 1207 }
 */
export function orderBalance(
  totals: Pick<OrderTotals, 'totalMinor' | 'depositMinor'>,
  amounts: readonly number[],
): OrderBalance {
  const paidMinor = amounts.reduce((sum, amount) => sum + amount, 0);
  return {
    paidMinor,
    depositDueMinor: Math.max(0, totals.depositMinor - paidMinor),
    balanceDueMinor: totals.totalMinor - paidMinor,
  };
}

/** Whether the deposit is in: the gate to In production (docs/payments.md#gates). */
export const depositPaid = (balance: OrderBalance) => balance.depositDueMinor === 0;

/** Whether the whole total is in: the gate to Ready for export and Shipped. */
export const balancePaid = (balance: OrderBalance) => balance.balanceDueMinor <= 0;
