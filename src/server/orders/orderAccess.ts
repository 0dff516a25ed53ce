import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Order } from '../../../resources/orders';
import { availableTransitions, mayEditOrder, type OrderActor } from '../../shared/orderWorkflow';
import type { SessionUser } from '../auth/currentUser';
import type { Db } from '../db/database';
import { clientOutfitters, clients, orders } from '../db/schema';
import { recordAccess } from '../engine/recordAccess';
import { HttpError } from '../http/httpError';
import { storeOf } from '../resources/storeList';
import { orderStore } from './orderStore';
import { readOrder } from './readOrder';

/**
 * The engine's access checks for orders (policy in resources/orders.ts), plus how the user stands
 * to one order for the workflow: its client, or an outfitter linked to that client.
 * @example const { allowed, visibleOrder, actorFor } = orderAccess(app);
 */
export function orderAccess(app: FastifyInstance) {
  const access = recordAccess(app, orderStore, storeOf);

  const actorFor = async (db: Db, user: SessionUser, clientId: string): Promise<OrderActor> => {
    const [relation] = await db
      .select({
        isOrderClient: sql<boolean>`${clients.userId} is not distinct from ${user.id}`,
        isLinkedOutfitter: sql<boolean>`exists (select 1 from ${clientOutfitters} where ${clientOutfitters.clientId} = ${clients.id} and ${clientOutfitters.outfitterId} = ${user.id})`,
      })
      .from(clients)
      .where(eq(clients.id, clientId));
    return {
      roles: user.roles,
      isOrderClient: relation?.isOrderClient ?? false,
      isLinkedOutfitter: relation?.isLinkedOutfitter ?? false,
    };
  };

  /** The order if the user may read it; 404 for orders they may not know exist. */
  const visibleOrder = async (db: Db, user: SessionUser, id: string): Promise<Order> => {
    const valid = z.uuid().safeParse(id).success;
    const [seen] = valid
      ? await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, id), access.scope(db, user, 'read')))
      : [];
    const order = seen ? await readOrder(db, id) : undefined;
    if (!order) throw new HttpError(404, 'No such order');
    const actor = await actorFor(db, user, order.clientId);
    return {
      ...order,
      moves: availableTransitions(actor, order),
      editable: mayEditOrder(actor, order.status),
    };
  };

  return { ...access, visibleOrder, actorFor };
}
