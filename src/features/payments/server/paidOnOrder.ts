import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { payments } from '../table';

const paidSum = sql<string>`coalesce(sum(${payments.amountMinor}), 0)`;

/**
 * The sum of an order's payments less its refunds, in minor units; 0 without any. Exact: every
 * amount is a bounded integer (docs/payments.md#limits), and Postgres sums bigints as numeric.
 * @example const paid = await paidOnOrder(tx, order.id);
 */
export async function paidOnOrder(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ paid: paidSum })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return Number(row?.paid ?? 0);
}

/**
 * paidOnOrder for many orders in one statement, by order id; an order without payments is absent
 * (paid 0). For set-based checks such as a TLS batch's (docs/tls-export.md#the-deposit).
 * @example const paid = await paidOnOrders(tx, ids); paid.get(id) ?? 0
 */
export async function paidOnOrders(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: payments.orderId, paid: paidSum })
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]))
    .groupBy(payments.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.paid)]));
}
