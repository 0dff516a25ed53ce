import type { Order } from '../definition';
import type { ExpectedDateChange } from '../expectedDates';
import { paths } from '../../../shared/paths';
import { portalLink } from '../../../server/auth/portalOrigin';
import type { Db } from '../../../server/db/database';
import type { MailSender } from '../../../server/mail/public';
import { tellReaders } from '../../notifications/server/public';
import { formatOrderNumber } from '../orderStatuses';
import { expectedDatesEmail } from './orderEmails';
import { orderClient } from './orderClient';
import { readStudioDates, readStudioSettings } from '../../studio-settings/server/public';

/**
 * Tells, in the change's transaction, the client of the order's new expected days
 * (docs/order-workflow.md#expected-dates) as they chose (docs/notifications.md#who-is-told): an
 * e-mail delivered after the change commits, or a line of their weekly digest.
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
  const path = `${paths.orders}/${order.id}`;
  const email = expectedDatesEmail({
    studioName: (await readStudioSettings(db)).name,
    clientFirstName: client.firstName,
    orderNumber: order.number,
    orderUrl: portalLink(request, path),
    language: client.language,
    changes,
    reason,
    dates: await readStudioDates(db),
  });
  await tellReaders(request, db, 'expectedDates', [
    {
      userId: client.userId,
      mail: { to: client.email, ...email },
      digest: { path, facts: { kind: 'expectedDates', order: formatOrderNumber(order.number) } },
    },
  ]);
}
