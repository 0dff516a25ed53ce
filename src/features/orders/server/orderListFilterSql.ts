import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { orders, outfitterOrders } from '../table';
import type { OrderListRequest, OrderListSources } from './orderListRequest';
import { paperworkIncompleteSql } from './paperworkBlockedSql';
import { waitingForExportSql } from '../../tls-exports/server/public';

/**
 * The instant a UTC day starts, `days` after the given ISO date: days are UTC whatever the
 * session's time zone, as the dashboards' rollups count them (docs/dashboards.md#rollups).
 */
const utcDayStart = (day: string, days: number) =>
  sql`((${day}::date + ${sql.raw(String(days))})::timestamp at time zone 'UTC')`;

/**
 * How a condition asks whether an order's client is linked to an outfitter: `set`, against the
 * outfitter's links (which the planner may read whole and hash); `row`, each row's client by primary
 * key, for a condition beside one that finds a row or two on another index
 * (docs/orders-list.md#prepared-statements).
 */
export type LinkCheck = 'set' | 'row';

/**
 * The scope's and the filter's condition on `orders` (docs/orders-list.md#the-call); the dashboards
 * count with it too, so their numbers are the list's (docs/dashboards.md#click-through).
 * @example db.select().from(orders).where(orderFilterSql({ scope: { kind: 'all' }, filter }, orderSources))
 */
export function orderFilterSql(
  request: Pick<OrderListRequest, 'scope' | 'filter'>,
  sources: OrderListSources,
  linkCheck: LinkCheck = 'set',
): SQL | undefined {
  const { scope, filter } = request;
  const linkedTo = (outfitterId: string) =>
    linkCheck === 'row'
      ? sources.clientLinked(sql`${orders.clientId}`, outfitterId)
      : sql`${orders.clientId} in (${sources.linkedClientIds(outfitterId)})`;
  return and(
    scope.kind === 'where' ? scope.condition : undefined,
    scope.kind === 'client' ? eq(orders.clientId, scope.clientId) : undefined,
    scope.kind === 'ph' ? eq(orders.phId, scope.phId) : undefined,
    scope.kind === 'outfitter' ? linkedTo(scope.outfitterId) : undefined,
    filter.id ? inArray(orders.id, filter.id) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.clientId ? eq(orders.clientId, filter.clientId) : undefined,
    filter.outfitterId ? eq(orders.outfitterId, filter.outfitterId) : undefined,
    filter.phId ? eq(orders.phId, filter.phId) : undefined,
    filter.statusIn ? inArray(orders.status, filter.statusIn) : undefined,
    filter.linkedOutfitterId ? linkedTo(filter.linkedOutfitterId) : undefined,
    filter.awaitingExport ? waitingForExportSql() : undefined,
    filter.paperworkIncomplete ? paperworkIncompleteSql() : undefined,
    filter.createdFrom ? gte(orders.createdAt, utcDayStart(filter.createdFrom, 0)) : undefined,
    filter.createdTo ? lt(orders.createdAt, utcDayStart(filter.createdTo, 1)) : undefined,
  );
}

// The filters outfitter_orders holds a copy of; any other filter (client, PH, ids, search) is
// selective on its own index of orders.
const OUTFITTER_INDEX_FILTERS = new Set(['status', 'createdFrom', 'createdTo']);

/**
 * The outfitter's condition on outfitter_orders when their page can be read from its index alone
 * (docs/orders-list.md#the-outfitter-index): filtered by status or dates at most; undefined
 * otherwise. Whether the sort's keys are there too is the sort's to say (outfitterSortValues).
 */
export function outfitterIndexFilterSql(request: OrderListRequest): SQL | undefined {
  const { scope, filter } = request;
  if (scope.kind !== 'outfitter') return undefined;
  if (!Object.keys(filter).every((key) => OUTFITTER_INDEX_FILTERS.has(key))) return undefined;
  return and(
    eq(outfitterOrders.outfitterId, scope.outfitterId),
    filter.status ? eq(outfitterOrders.status, filter.status) : undefined,
    filter.createdFrom
      ? gte(outfitterOrders.createdAt, utcDayStart(filter.createdFrom, 0))
      : undefined,
    filter.createdTo ? lt(outfitterOrders.createdAt, utcDayStart(filter.createdTo, 1)) : undefined,
  );
}
