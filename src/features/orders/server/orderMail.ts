import type { Order } from '../definition';
import { paths } from '../../../shared/paths';
import { clientEmailFor } from '../../../shared/orderWorkflow';
import { portalLink } from '../../../server/auth/portalOrigin';
import type { Db } from '../../../server/db/database';
import type { MailSender } from '../../../server/mail/public';
import { tellReaders } from '../../notifications/server/public';
import { formatOrderNumber } from '../orderStatuses';
import { quoteReadyEmail, stageChangedEmail } from './orderEmails';
import { readStudioSettings } from '../../studio-settings/server/public';
import { orderClients } from './orderClient';

/** What the e-mail tells of an order, after the move. */
export type MailedOrder = Pick<
  Order,
  'id' | 'number' | 'status' | 'clientId' | 'currency' | 'totals'
>;

/**
 * Tells, in the move's transaction, each order's client when the workflow says so (a quote is
 * ready, the order changed stage), as they chose (docs/notifications.md#who-is-told): the e-mails
 * in one insert, delivered after the move commits, or lines of their weekly digest.
 * The orders are one move's (a few hundred at most): their clients are read in one query.
 * @example await mailClientsAbout(request, tx, [order], 'note from the studio');
 */
export async function mailClientsAbout(
  request: MailSender,
  db: Db,
  moved: readonly MailedOrder[],
  note: string,
): Promise<void> {
  const mailed = moved.filter((order) => clientEmailFor(order.status));
  if (mailed.length === 0) return;
  const clientsById = await orderClients(
    db,
    mailed.map((order) => order.clientId),
  );
  const { name: studioName } = await readStudioSettings(db);
  const news = mailed.flatMap((order) => {
    const client = clientsById.get(order.clientId);
    if (!client) return [];
    const path = `${paths.orders}/${order.id}`;
    const facts = {
      studioName,
      clientFirstName: client.firstName,
      orderNumber: order.number,
      orderUrl: portalLink(request, path),
      language: client.language,
    };
    const email =
      clientEmailFor(order.status) === 'quoteReady'
        ? quoteReadyEmail({ ...facts, ...order.totals, currency: order.currency, note })
        : stageChangedEmail({ ...facts, status: order.status, note });
    const digest = {
      path,
      facts: {
        kind: 'orderStatus' as const,
        order: formatOrderNumber(order.number),
        status: order.status,
      },
    };
    return [{ userId: client.userId, mail: { to: client.email, ...email }, digest }];
  });
  await tellReaders(request, db, 'orderStatus', news);
}
