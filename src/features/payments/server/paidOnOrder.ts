import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { payments } from '../table';

/**
 * The sum of an order's payments less its refunds, in minor units; 0 without any. Exact: every
 * amount is a bounded integer (docs/payments.md#limits), and Postgres sums bigints as numeric.
 * @example const paid = await paidOnOrder(tx, order.id);
 */
export async function paidOnOrder(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${payments.amountMinor}), 0)` })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return Number(row?.paid ?? 0);
}
