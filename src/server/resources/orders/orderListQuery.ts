import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderListFilter } from '../../../../resources/orders';
import { parseOrderNumber } from '../../../../resources/orderStatuses';
import { orders } from '../../db/schema/orders';
import { paperworkIncompleteSql } from './paperworkBlockedSql';

// The page query of GET /api/orders, shared by the route and bench/orders-list's floor so both run
// the same SQL. Every scope and filter lands on an index of orders ordered (created_at, id) desc.

/**
 * Which rows a role may see (docs/orders-list.md#scopes); staff see all. The route passes the access policy's
 * condition (`where`); the kinds name the same scopes for the bench floor and the query's tests.
 */
export type OrderScope =
  | { kind: 'all' }
  | { kind: 'where'; condition: SQL | undefined }
  | { kind: 'client'; clientId: string }
  | { kind: 'ph'; phId: string }
  | { kind: 'outfitter'; outfitterId: string };

/** Subqueries over tables other resources own (client links, client and user names). */
export interface OrderListSources {
  /** `select client_id ...` of the clients linked to this outfitter. */
  linkedClientIds(outfitterId: string): SQL;
  /** `select id ...` of the clients whose name starts with this text, any case. */
  clientIdsNamed(prefix: string): SQL;
  /** A scalar subquery: the name of the client with this id, as the clients resource shows it. */
  clientName(clientId: SQL): SQL;
  /** A scalar subquery: the name of the user with this id (null for null). */
  userName(userId: SQL): SQL;
}

export interface OrderListRequest {
  scope: OrderScope;
  filter: OrderListFilter;
  offset: number;
  limit: number;
}

/**
 * The list pages no deeper than this many rows: the deepest page walks at most this many index
 * entries, never a million; the route refuses a range that starts here or beyond. Past it, a filter
 * or search narrows the list. The list has no total to cap: react-admin's partial pagination
 * (docs/orders-list.md#partial-pagination).
 */
export const ORDER_PAGE_DEPTH = 10_000;

/** The instant a UTC day starts, `days` after the given ISO date. */
const utcDayStart = (day: string, days: number) =>
  sql`((${day}::date + ${sql.raw(String(days))})::timestamp at time zone 'UTC')`;
const NEWEST_FIRST = sql`order by created_at desc, id desc`;

/**
 * The condition of a scope and filter on `orders`, as the list applies it; the dashboards count with
 * it too, so their numbers are the list's (docs/dashboards.md#click-through).
 * @example db.select().from(orders).where(orderFilterSql({ scope: { kind: 'all' }, filter }, orderSources))
 */
export function orderFilterSql(
  request: Pick<OrderListRequest, 'scope' | 'filter'>,
  sources: OrderListSources,
): SQL | undefined {
  const { scope, filter } = request;
  return and(
    scope.kind === 'where' ? scope.condition : undefined,
    scope.kind === 'client' ? eq(orders.clientId, scope.clientId) : undefined,
    scope.kind === 'ph' ? eq(orders.phId, scope.phId) : undefined,
    scope.kind === 'outfitter'
      ? sql`${orders.clientId} in (${sources.linkedClientIds(scope.outfitterId)})`
      : undefined,
    filter.id ? inArray(orders.id, filter.id) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.clientId ? eq(orders.clientId, filter.clientId) : undefined,
    filter.outfitterId ? eq(orders.outfitterId, filter.outfitterId) : undefined,
    filter.phId ? eq(orders.phId, filter.phId) : undefined,
    filter.statusIn ? inArray(orders.status, filter.statusIn) : undefined,
    filter.linkedOutfitterId
      ? sql`${orders.clientId} in (${sources.linkedClientIds(filter.linkedOutfitterId)})`
      : undefined,
    filter.awaitingExport
      ? sql`${orders.exportedToTlsAt} is null and ${orders.status} = 'accepted'`
      : undefined,
    filter.paperworkIncomplete ? paperworkIncompleteSql() : undefined,
    // UTC days, whatever the session's time zone: the dashboards' rollups count by UTC day.
    filter.createdFrom ? gte(orders.createdAt, utcDayStart(filter.createdFrom, 0)) : undefined,
    filter.createdTo ? lt(orders.createdAt, utcDayStart(filter.createdTo, 1)) : undefined,
  );
}

// Search finds an order by what is indexed: its exact number, an exact tag number (GIN), or a client
// name prefix. Each is its own select on its own index (an OR across them would scan every order).
// A number or tag matches a row or two, so those branches stay unordered: with an ORDER BY and
// LIMIT the planner would walk every order newest first looking for the tag. A short name prefix
// can match a sixth of all clients, so that branch is cut to the rows the page can use before the
// union sorts them. Substring search over a million rows would need pg_trgm, which PGlite only has
// as an extension to load.
function searchBranches(q: string, sources: OrderListSources, rows: number): SQL[] {
  const number = parseOrderNumber(q);
  return [
    ...(number !== undefined && number <= 2_147_483_647 ? [eq(orders.number, number)] : []),
    sql`${orders.tagNumbers} @> array[${q.toUpperCase()}]::text[]`,
    sql`${orders.clientId} in (${sources.clientIdsNamed(q)}) ${NEWEST_FIRST} limit ${rows}`,
  ];
}

/** `id, created_at` of the matching rows, newest first, `limit` of them after skipping `offset`. */
function matches(request: OrderListRequest, sources: OrderListSources, limit: number): SQL {
  const filter = orderFilterSql(request, sources);
  const {
    offset,
    filter: { q },
  } = request;
  const page = sql`${NEWEST_FIRST} limit ${limit} offset ${offset}`;
  if (!q) {
    return sql`select ${orders.id}, ${orders.createdAt} from ${orders}${filter ? sql` where ${filter}` : sql``} ${page}`;
  }
  const branches = searchBranches(q, sources, offset + limit).map(
    (branch) =>
      sql`(select ${orders.id}, ${orders.createdAt} from ${orders} where ${filter ? sql`(${filter}) and ` : sql``}${branch})`,
  );
  return sql`select id, created_at from (${sql.join(branches, sql` union `)}) found ${page}`;
}

/**
 * One page of the list, newest first, with one row past it when there is one: that row says
 * another page follows, so the list needs no count (docs/orders-list.md#partial-pagination). The inner select
 * finds the page's ids on an index (an index-only scan even on the deepest page); the outer one
 * reads just those rows and their client's and outfitter's names, by primary key.
 * @example db.execute(orderPageQuery({ scope: { kind: 'all' }, filter: {}, offset: 0, limit: 25 }, sources))
 */
export function orderPageQuery(request: OrderListRequest, sources: OrderListSources): SQL {
  return sql`select o.id, o.number, o.status, o.client_id,
      ${sources.clientName(sql`o.client_id`)} as client_name, o.outfitter_id,
      ${sources.userName(sql`o.outfitter_id`)} as outfitter_name, o.ph_id, o.currency,
      o.total_minor, o.has_price_on_request, o.created_at, o.updated_at
    from (${matches(request, sources, request.limit + 1)}) page
    join ${orders} o on o.id = page.id
    order by page.created_at desc, page.id desc`;
}
