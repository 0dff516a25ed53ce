import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '../../../features/orders/orderStatuses';
import { formatOrderNumber } from '../../../features/orders/orderStatuses';
import { orders, orderStatusChanges } from '../../../features/orders/table';
import { payments } from '../../../features/payments/table';
import { users } from '../../../features/users/table';
import type { Db } from '../database';
import { userNameNow } from '../personName';

// docs/payments.md: the demo orders in production paid their deposit, those past it their whole
// total; the accepted one waits for its deposit, so the gate to production shows.

const HALF_HOUR_MS = 1_800_000;
const DEPOSIT_PAID: readonly OrderStatus[] = ['inProduction'];
const ALL_PAID: readonly OrderStatus[] = ['readyForExport', 'shipped', 'completed'];

/** Adds the demo payments and their history rows; after the orders, in the seed's transaction. */
export async function seedDemoPayments(db: Db): Promise<void> {
  const [liaison] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'liaison@example.com'));
  const byName = await userNameNow(db, liaison!.id);
  const paid = await db
    .select()
    .from(orders)
    .where(inArray(orders.status, [...DEPOSIT_PAID, ...ALL_PAID]))
    .orderBy(asc(orders.number));
  for (const order of paid) {
    const deposit = order.depositMinor;
    const amounts = ALL_PAID.includes(order.status)
      ? [deposit, order.totalMinor - deposit]
      : [deposit];
    // Each payment half an hour after the move it allowed: the deposit after the acceptance, the
    // balance after production.
    const moves = await db
      .select({ to: orderStatusChanges.toStatus, at: orderStatusChanges.at })
      .from(orderStatusChanges)
      .where(
        and(
          eq(orderStatusChanges.orderId, order.id),
          inArray(orderStatusChanges.toStatus, ['accepted', 'inProduction']),
        ),
      );
    const after = (status: OrderStatus) =>
      new Date(moves.find((move) => move.to === status)!.at.getTime() + HALF_HOUR_MS);
    for (const [step, amountMinor] of amounts.entries()) {
      if (amountMinor <= 0) continue;
      const at = after(step === 0 ? 'accepted' : 'inProduction');
      const reference = formatOrderNumber(order.number);
      await db.insert(payments).values({
        orderId: order.id,
        amountMinor,
        currency: order.currency,
        paidOn: at.toISOString().slice(0, 10),
        method: 'eft',
        reference,
        recordedById: liaison!.id,
        createdAt: at,
      });
      await db.insert(orderStatusChanges).values({
        orderId: order.id,
        fromStatus: order.status,
        toStatus: order.status,
        note: reference,
        byUserId: liaison!.id,
        byName,
        payment: { amountMinor, currency: order.currency, method: 'eft' },
        at,
      });
    }
  }
}
