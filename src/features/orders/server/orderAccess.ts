import { eq, sql } from 'drizzle-orm';
import type { Order } from '../definition';
import { availableTransitions, mayEditOrder, type OrderActor } from '../../../shared/orderWorkflow';
import { isStaffManager } from '../../../shared/roles';
import type { SessionUser } from '../../../server/auth/caller';
import type { Db } from '../../../server/db/database';
import { clientOutfitters, clients } from '../../clients/table';
import { orders } from '../table';
import type { RecordAccess } from '../../../engine/server/serverResource';
import { readOrder } from './readOrder';

/**
 * The engine's access checks for orders (policy in src/features/orders/definition.ts), plus how the user stands
 * to one order for the workflow: its client, or an outfitter linked to that client.
 * @example const { visibleOrder, actorFor } = orderAccess(access);
 */
export function orderAccess(access: RecordAccess) {
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
    const order = await access.visibleAs(db, user, id, async (where) => {
      const [seen] = await db.select({ id: orders.id }).from(orders).where(where);
      return seen
        ? readOrder(db, id, { withInternalNotes: isStaffManager(user.roles) })
        : undefined;
    });
    const actor = await actorFor(db, user, order.clientId);
    return {
      ...order,
      moves: availableTransitions(actor, order),
      editable: mayEditOrder(actor, order.status),
    };
  };

  return { ...access, visibleOrder, actorFor };
}
