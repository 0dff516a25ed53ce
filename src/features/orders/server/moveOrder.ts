import type { FastifyRequest } from 'fastify';
import { formatOrderNumber, type OrderStatus } from '../orderStatuses';
import { decideTransition, type OrderActor, type OrderState } from '../../../shared/orderWorkflow';
import type { SessionUser } from '../../../server/auth/caller';
import type { Db } from '../../../server/db/database';
import type { MailSender } from '../../../server/mail/public';
import { orders, orderStatusChanges } from '../table';
import { updateAtVersions } from '../../../engine/server/optimisticLock';
import { userNameNow } from '../../../server/db/personName';
import { HttpError } from '../../../server/http/httpError';
import { mailClientsAbout, type MailedOrder } from './orderMail';

/** What a move reads of an order: the workflow's facts, its version and what the e-mail says. */
export type MovableOrder = MailedOrder & OrderState & { version: number };

export interface MoveOptions {
  /** A check of the caller's after the verdict and before the write (the paperwork for Ready for export). */
  guard?: (() => Promise<void>) | undefined;
  /** Other columns written with the status (a TLS batch's mark). */
  values?: Record<string, unknown>;
}

/**
 * The one path of a status move (docs/order-workflow.md#transitions), in the caller's transaction,
 * for one order or a set moved together (a TLS batch, a few hundred at a time): the workflow's
 * verdict for each (403, 409 or 400 when one is refused, naming it in a set, and none moves), then
 * set-based writes: the orders at their versions, their status history rows and their clients'
 * e-mails, a statement each.
 * @example await moveOrders(request, tx, user, actor, chunk, 'inProduction', 'Exported to TLS');
 */
export async function moveOrders(
  request: MailSender,
  tx: Db,
  user: Pick<SessionUser, 'id'>,
  actor: OrderActor,
  movable: readonly MovableOrder[],
  to: OrderStatus,
  note: string,
  { guard, values }: MoveOptions = {},
): Promise<void> {
  for (const order of movable) {
    const verdict = decideTransition(actor, order, to, note);
    if (!verdict.allowed) {
      const fields = verdict.httpStatus === 400 ? { note: verdict.reason } : undefined;
      const reason =
        movable.length === 1
          ? verdict.reason
          : {
              key: 'errors.orders.oneOfMany' as const,
              params: { number: formatOrderNumber(order.number), reason: verdict.reason },
            };
      throw new HttpError(verdict.httpStatus, reason, fields);
    }
  }
  await guard?.();
  if (movable.length === 0) return;
  await updateAtVersions(tx, orders, movable, { status: to, ...values });
  const byName = await userNameNow(tx, user.id);
  await tx.insert(orderStatusChanges).values(
    movable.map((order) => ({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: to,
      note,
      byUserId: user.id,
      byName,
    })),
  );
  await mailClientsAbout(
    request,
    tx,
    movable.map((order) => ({ ...order, status: to })),
    note,
  );
}

/**
 * moveOrders for one order: the transitions call.
 * @example await moveOrder(request, tx, user, actor, order, 'inProduction', '');
 */
export async function moveOrder(
  request: FastifyRequest,
  tx: Db,
  user: SessionUser,
  actor: OrderActor,
  order: MovableOrder,
  to: OrderStatus,
  note: string,
  options: MoveOptions = {},
): Promise<void> {
  await moveOrders(request, tx, user, actor, [order], to, note, options);
}
