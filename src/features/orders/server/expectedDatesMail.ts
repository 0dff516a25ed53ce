import type { Order } from '../definition';
import type { ExpectedDateChange } from '../expectedDates';
import { paths } from '../../../shared/paths';
import { portalLink } from '../../../server/auth/portalOrigin';
import type { Db } from '../../../server/db/database';
import { queueMails, type MailSender } from '../../../server/mail/public';
import { orderClient } from './orderClient';
import { expectedDatesEmail } from './orderEmails';
import { STUDIO_NAME } from './studio';

/**
 * Queues, in the change's transaction, the client's e-mail about the order's new expected days
 * (docs/order-workflow.md#expected-dates); delivered after the change commits.
 * @example await mailExpectedDates(request, tx, order, changes, 'The tannery is late');
 */
export async function mailExpectedDates(
  request: MailSender,
  db: Db,
  order: Pick<Order, 'id' | 'number' | 'clientId'>,
  changes: readonly ExpectedDateChange[],
  reason: string,
): Promise<void> {
  const client = await orderClient(db, order.clientId);
  if (!client) return;
  const email = expectedDatesEmail({
    studioName: STUDIO_NAME,
    clientFirstName: client.firstName,
    orderNumber: order.number,
    orderUrl: portalLink(request, `${paths.orders}/${order.id}`),
    language: client.language,
    changes,
    reason,
  });
  await queueMails(request, db, [{ to: client.email, ...email }]);
}
