import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Order } from '../../../../resources/orders';
import { paths } from '../../../shared/paths';
import { clientEmailFor } from '../../../shared/orderWorkflow';
import { portalLink } from '../../auth/portalOrigin';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema';
import { queueMail } from '../../mail/mailQueue';
import { quoteReadyEmail, stageChangedEmail } from './orderEmails';
import { STUDIO_NAME } from './studio';

/** What the e-mail tells of an order, after the move. */
export type MailedOrder = Pick<
  Order,
  'id' | 'number' | 'status' | 'clientId' | 'currency' | 'totals'
>;

/**
 * Queues, in the move's transaction, an e-mail to the order's client when the workflow says so (a
 * quote is ready, the order changed stage); it is delivered after the move commits.
 * @example await mailClientAbout(request, tx, order, 'note from the studio');
 */
export async function mailClientAbout(
  request: FastifyRequest,
  db: Db,
  order: MailedOrder,
  note: string,
): Promise<void> {
  const kind = clientEmailFor(order.status);
  if (!kind) return;
  const [client] = await db
    .select({ email: clients.email, firstName: clients.firstName })
    .from(clients)
    .where(eq(clients.id, order.clientId));
  if (!client) return;
  const facts = {
    studioName: STUDIO_NAME,
    clientFirstName: client.firstName,
    orderNumber: order.number,
    orderUrl: portalLink(request, `${paths.orders}/${order.id}`),
  };
  const email =
    kind === 'quoteReady'
      ? quoteReadyEmail({ ...facts, ...order.totals, currency: order.currency })
      : stageChangedEmail({ ...facts, status: order.status, note });
  await queueMail(request, db, { to: client.email, ...email });
}
