import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { parseOrderNumber, type OrderListFilter } from '../../../resources/orders';
import { orders } from '../db/schema/orders';

// The page query of GET /api/orders, shared by the route and bench/orders-list's floor so both run
// the same SQL. Every scope and filter lands on an index of orders ordered (created_at, id) desc.

/** Which rows a role may see (DESIGN "Roles"); staff see all. */
export type OrderScope =
  | { kind: 'all' }
  | { kind: 'client'; clientId: string }
  | { kind: 'ph'; phId: string }
  | { kind: 'outfitter'; outfitterId: string };

/** Subqueries over tables other resources own (client links, client names). */
export interface OrderListSources {
  /** `select client_id ...` of the clients linked to this outfitter. */
  linkedClientIds(outfitterId: string): SQL;
  /** `select id ...` of the clients whose name starts with this text, any case. */
  clientIdsNamed(prefix: string): SQL;
}

export interface OrderListRequest {
  scope: OrderScope;
  filter: OrderListFilter;
  offset: number;
  limit: number;
}

/** Past this many matches the list says "10000+" instead of counting a million rows per page. */
export const ORDER_COUNT_CAP = 10_000;

const DAY = "interval '1 day'";

function whereOf(request: OrderListRequest, sources: OrderListSources): SQL | undefined {
  const { scope, filter } = request;
  return and(
    scope.kind === 'client' ? eq(orders.clientId, scope.clientId) : undefined,
    scope.kind === 'ph' ? eq(orders.phId, scope.phId) : undefined,
    scope.kind === 'outfitter'
      ? sql`${orders.clientId} in (${sources.linkedClientIds(scope.outfitterId)})`
      : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.clientId ? eq(orders.clientId, filter.clientId) : undefined,
    filter.outfitterId ? eq(orders.outfitterId, filter.outfitterId) : undefined,
    filter.phId ? eq(orders.phId, filter.phId) : undefined,
    filter.createdFrom ? gte(orders.createdAt, sql`${filter.createdFrom}::date`) : undefined,
    filter.createdTo
      ? lt(orders.createdAt, sql`${filter.createdTo}::date + ${sql.raw(DAY)}`)
      : undefined,
    filter.q ? searchOf(filter.q, sources) : undefined,
  );
}

// Search is what finds one order fast on any index: its exact number, an exact tag number (GIN), or
// a client name prefix. Substring search over a million rows would need pg_trgm, which PGlite lacks
// without an extension load.
function searchOf(q: string, sources: OrderListSources): SQL | undefined {
  const number = parseOrderNumber(q);
  return or(
    number !== undefined && number <= 2_147_483_647 ? eq(orders.number, number) : undefined,
    sql`${orders.tagNumbers} @> array[${q.toUpperCase()}]::text[]`,
    sql`${orders.clientId} in (${sources.clientIdsNamed(q)})`,
  );
}

const whereClause = (where: SQL | undefined) => (where ? sql` where ${where}` : sql``);

/**
 * One page of the list, newest first. The inner select walks an index for ids only (an index-only
 * scan even on a deep page); the outer one reads just those rows.
 * @example db.execute(orderPageQuery({ scope: { kind: 'all' }, filter: {}, offset: 0, limit: 25 }, sources))
 */
export function orderPageQuery(request: OrderListRequest, sources: OrderListSources): SQL {
  const where = whereClause(whereOf(request, sources));
  return sql`select o.id, o.number, o.status, o.client_id, o.outfitter_id, o.ph_id, o.currency,
      o.total_minor, o.has_price_on_request, o.created_at, o.updated_at
    from ${orders} o
    join (select ${orders.id} as page_id, ${orders.createdAt} as page_created_at from ${orders}${where}
      order by ${orders.createdAt} desc, ${orders.id} desc
      limit ${request.limit} offset ${request.offset}) page on page.page_id = o.id
    order by page.page_created_at desc, page.page_id desc`;
}

/** How many rows match, counted up to ORDER_COUNT_CAP + 1 (more means "over the cap"). */
export function orderCountQuery(request: OrderListRequest, sources: OrderListSources): SQL {
  const where = whereClause(whereOf(request, sources));
  return sql`select count(*)::int as total from (select 1 from ${orders}${where} limit ${ORDER_COUNT_CAP + 1}) capped`;
}
