import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderCreateBody, OrderListFilter } from '../../../src/features/orders/definition';
import { clients } from '../../../src/features/clients/table';
import { pricelistItems, pricelists } from '../../../src/features/pricelists/table';
import { users } from '../../../src/features/users/table';
import { readerCall, type ListCall } from '../../../src/engine/server/list';
import type { ListReader, ListSort } from '../../../src/engine/server/listTypes';
import { serverResources } from '../../../src/features/serverResources';
import type { Db } from '../../../src/server/db/database';

const storeOf = (name: string) => serverResources.find((resource) => resource.name === name)?.store;
/** The orders' engine store, as the list route reads it. */
export const ordersStore = storeOf('orders')!;

/** The list's default sort. */
export const NEWEST_FIRST: ListSort = { field: 'createdAt', order: 'DESC' };

/**
 * A call of the orders list as this reader makes it, for `limit` rows from `offset`: the access
 * policy's rows as the route computes them (readerCall), without a session.
 * @example await listPage(db, ordersStore, orderCall(db, admin, {}, NEWEST_FIRST, 0, 25))
 */
export const orderCall = (
  db: Db,
  reader: ListReader,
  filter: OrderListFilter,
  sort: ListSort,
  offset: number,
  limit: number,
): ListCall =>
  readerCall(db, ordersStore, storeOf, reader, {
    filter,
    sort,
    range: { start: offset, end: offset + limit - 1 },
  });

/**
 * A body for an order of the demo client from the active demo pricelist: one priced line, and a
 * price-on-request line when asked.
 */
export async function demoOrderBody(
  app: Pick<FastifyInstance, 'db'>,
  options: { onRequest?: boolean } = {},
): Promise<OrderCreateBody> {
  const [client] = await app.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.email, 'client@example.com'));
  const [pricelist] = await app.db.select().from(pricelists).where(eq(pricelists.active, true));
  const items = await app.db
    .select()
    .from(pricelistItems)
    .where(eq(pricelistItems.pricelistId, pricelist!.id))
    .orderBy(pricelistItems.position);
  const line = (item: (typeof items)[number]) => ({
    speciesId: item.speciesId,
    trophyTypeId: item.trophyTypeId,
    quantity: 1,
    unitPriceMinor: item.priceMinor,
    tagNumbers: [],
    instruction: '',
  });
  const priced = items.find((item) => item.priceMinor !== null)!;
  const onRequest = items.find((item) => item.priceMinor === null)!;
  return {
    clientId: client!.id,
    outfitterId: null,
    phId: null,
    irId: null,
    pricelistId: pricelist!.id,
    currency: pricelist!.currency,
    lines: [line(priced), ...(options.onRequest ? [line(onRequest)] : [])],
    discountBp: 0,
    vatRateBp: 0,
    depositBp: 0,
    landedCosts: [],
  };
}

/** A user's id by e-mail. */
export async function userId(app: FastifyInstance, email: string): Promise<string> {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

/** The orders list's URL for a filter and a sort, the page of 25 rows from `offset`. */
export function orderPageUrl(filter: OrderListFilter, sort: ListSort, offset: number): string {
  const search = new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify([sort.field, sort.order]),
    range: JSON.stringify([offset, offset + 24]),
  });
  return `/api/orders?${search}`;
}
