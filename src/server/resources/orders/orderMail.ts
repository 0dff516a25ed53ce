import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Order } from '../../../../resources/orders';
import { paths } from '../../../shared/paths';
import { clientEmailFor } from '../../../shared/orderWorkflow';
import { portalOrigin } from '../../auth/portalOrigin';
import { clients } from '../../db/schema';
import { sendInBackground } from '../../mail/mailerPlugin';
import { quoteReadyEmail, stageChangedEmail } from './orderEmails';
import { STUDIO_NAME } from './studio';

/**
 * After a committed move, e-mails the order's client when the workflow says so (a quote is ready,
 * the order changed stage); the move never waits for or fails on the mail.
 * @example await mailClientAbout(request, order, 'note from the studio');
 */
export async function mailClientAbout(
  request: FastifyRequest,
  order: Order,
  note: string,
): Promise<void> {
  const kind = clientEmailFor(order.status);
  if (!kind) return;
  const [client] = await request.server.db
    .select({ email: clients.email, firstName: clients.firstName })
    .from(clients)
    .where(eq(clients.id, order.clientId));
  if (!client) return;
  const facts = {
    studioName: STUDIO_NAME,
    clientFirstName: client.firstName,
    orderNumber: order.number,
    orderUrl: `${portalOrigin(request)}${paths.orders}/${order.id}`,
  };
  const email =
    kind === 'quoteReady'
      ? quoteReadyEmail({ ...facts, ...order.totals, currency: order.currency })
      : stageChangedEmail({ ...facts, status: order.status, note });
  sendInBackground(request, { to: client.email, ...email });
}
