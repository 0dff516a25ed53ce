import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { orders } from '../../orders/table';

/** What a payment's hooks read of its order: its currency and figures, status and client. */
export async function paymentOrder(db: Db, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      clientId: orders.clientId,
      currency: orders.currency,
      totalMinor: orders.totalMinor,
      depositMinor: orders.depositMinor,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  // The engine checked the writer may read the order the body names (docs/roles-and-access.md#links).
  if (!order) throw new Error(`payment on order ${orderId}, which does not exist`);
  return order;
}

export type PaymentOrder = Awaited<ReturnType<typeof paymentOrder>>;
