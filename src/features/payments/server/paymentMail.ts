import type { Payment } from '../definition';
import { paths } from '../../../shared/paths';
import { orderBalance } from '../../../shared/orderBalance';
import { portalLink } from '../../../server/auth/portalOrigin';
import type { Db } from '../../../server/db/database';
import { queueMails, type MailSender } from '../../../server/mail/public';
import { orderClient } from '../../orders/server/public';
import { readStudioSettings, studioDateSettings } from '../../studio-settings/server/public';
import { paidOnOrder } from './paidOnOrder';
import { paymentEmail } from './paymentEmail';
import type { PaymentOrder } from './paymentOrder';

/**
 * Queues, in the payment's transaction, the client's receipt (or refund notice) in their
 * language; delivered after the payment commits (docs/payments.md#receipts).
 * @example await mailReceipt(request, tx, order, payment);
 */
export async function mailReceipt(
  request: MailSender,
  db: Db,
  order: PaymentOrder,
  payment: Payment,
): Promise<void> {
  const client = await orderClient(db, order.clientId);
  if (!client?.email) return;
  const [studio, paid] = await Promise.all([readStudioSettings(db), paidOnOrder(db, order.id)]);
  await queueMails(request, db, [
    {
      to: client.email,
      ...paymentEmail({
        studioName: studio.name,
        clientFirstName: client.firstName,
        orderNumber: order.number,
        orderUrl: portalLink(request, `${paths.orders}/${order.id}`),
        language: client.language,
        payment,
        currency: order.currency,
        balance: orderBalance(order, [paid]),
        dates: studioDateSettings(studio),
      }),
    },
  ]);
}
