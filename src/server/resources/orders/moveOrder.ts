import type { FastifyRequest } from 'fastify';
import type { OrderStatus } from '../../../../resources/orderStatuses';
import { decideTransition, type OrderActor, type OrderState } from '../../../shared/orderWorkflow';
import type { SessionUser } from '../../auth/currentUser';
import type { Db } from '../../db/database';
import { orders, orderStatusChanges } from '../../db/schema';
import { updateAtVersion } from '../../engine/optimisticLock';
import { userNameNowSql } from '../../engine/personName';
import { HttpError } from '../../http/httpError';
import { mailClientAbout, type MailedOrder } from './orderMail';

/** What a move reads of an order: the workflow's facts, its version and what the e-mail says. */
export type MovableOrder = MailedOrder & OrderState & { version: number };

export interface MoveOptions {
  /** A check of the caller's after the verdict and before the write (the paperwork for Ready for export). */
  guard?: (() => Promise<void>) | undefined;
  /** Other columns written with the status (a TLS batch's mark). */
  values?: Record<string, unknown>;
}

/**
 * The one path of a status move (docs/order-workflow.md#transitions), in the caller's transaction:
 * the workflow's verdict (403, 409 or 400 when refused), the write at the order's version, its
 * status history row and the client's e-mail. The transitions call and TLS batches both use it.
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
  { guard, values }: MoveOptions = {},
): Promise<void> {
  const verdict = decideTransition(actor, order, to, note);
  if (!verdict.allowed) {
    const fields = verdict.httpStatus === 400 ? { note: verdict.reason } : undefined;
    throw new HttpError(verdict.httpStatus, verdict.reason, fields);
  }
  await guard?.();
  await updateAtVersion(tx, orders, order.id, order.version, { status: to, ...values });
  await tx.insert(orderStatusChanges).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    note,
    byUserId: user.id,
    byName: userNameNowSql(user.id),
  });
  await mailClientAbout(request, tx, { ...order, status: to }, note);
}
