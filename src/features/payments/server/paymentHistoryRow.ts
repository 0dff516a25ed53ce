import type { Payment } from '../definition';
import type { Db } from '../../../server/db/database';
import { orderStatusChanges } from '../../orders/table';
import type { PaymentOrder } from './paymentOrder';

/**
 * docs/payments.md#history: a payment is a row of its order's history at the time it was
 * recorded (the status stays), with its amount and method for each reader to word, and its
 * reference or a refund's reason as the note; in the payment's transaction.
 * @example await addPaymentHistoryRow(tx, order, payment);
 */
export async function addPaymentHistoryRow(
  db: Db,
  order: Pick<PaymentOrder, 'id' | 'status'>,
  payment: Payment,
): Promise<void> {
  await db.insert(orderStatusChanges).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    note: payment.amountMinor < 0 ? payment.reason : payment.reference,
    byUserId: payment.recordedById,
    byName: payment.recordedByName,
    payment: {
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      method: payment.method,
    },
    at: new Date(payment.recordedAt),
  });
}
