import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { paymentMethodSchema, type PaymentMethod } from '../historyPayment';
import { payments } from '../table';

export interface OrderPaymentRow {
  orderId: string;
  amountMinor: number;
  currency: string;
  paidOn: string;
  method: PaymentMethod;
  /** The reference, or a refund's reason. */
  note: string;
}

/**
 * docs/invoices.md: the payments and refunds (negative) of these orders, in the order they were
 * recorded, as an invoice or a statement lists them; access is the caller's business.
 * @example const rows = await paymentsOfOrders(app.db, [order.id]);
 */
export async function paymentsOfOrders(
  db: Db,
  orderIds: readonly string[],
): Promise<OrderPaymentRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]))
    .orderBy(asc(payments.paidOn), asc(payments.createdAt));
  return rows.map((row) => ({
    orderId: row.orderId,
    amountMinor: row.amountMinor,
    currency: row.currency,
    paidOn: row.paidOn,
    method: paymentMethodSchema.parse(row.method),
    note: row.amountMinor < 0 ? row.reason : row.reference,
  }));
}
