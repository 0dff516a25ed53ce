import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderListFilter } from '../../../resources/orders';
import { parseOrderNumber } from '../../../resources/orderStatuses';
import { orders } from '../db/schema/orders';

// The page query of GET /api/orders, shared by the route and bench/orders-list's floor so both run
// the same SQL. Every scope and filter lands on an index of orders ordered (created_at, id) desc.

/**
 * Which rows a role may see (DESIGN "Roles"); staff see all. The route passes the access policy's
 * condition (`where`); the kinds name the same scopes for the bench floor and the query's tests.
 */
export type OrderScope =
  | { kind: 'all' }
  | { kind: 'where'; condition: SQL | undefined }
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

/**
 * Past this many matches the list reports the cap ("10000+") instead of counting a million rows per
 * page. It also bounds paging: react-admin then offers no page past the cap, so the deepest page
 * walks at most this many index entries; the route refuses a range that starts beyond it.
 */
export const ORDER_COUNT_CAP = 10_000;

const DAY = "interval '1 day'";
const NEWEST_FIRST = sql`order by created_at desc, id desc`;

function filterOf(request: OrderListRequest, sources: OrderListSources): SQL | undefined {
  const { scope, filter } = request;
  return and(
    scope.kind === 'where' ? scope.condition : undefined,
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
  );
}

// Search finds an order by what is indexed: its exact number, an exact tag number (GIN), or a client
// name prefix. Each is its own select on its own index (an OR across them would scan every order);
// the client branch reads (client_id, created_at, id) alone, an index-only scan. Substring search
// over a million rows would need pg_trgm, which PGlite only has as an extension to load.
function searchBranches(q: string, sources: OrderListSources): SQL[] {
  const number = parseOrderNumber(q);
  return [
    ...(number !== undefined && number <= 2_147_483_647 ? [eq(orders.number, number)] : []),
    sql`${orders.tagNumbers} @> array[${q.toUpperCase()}]::text[]`,
    sql`${orders.clientId} in (${sources.clientIdsNamed(q)})`,
  ];
}

/** `id, created_at` of the matching rows, newest first, `limit` of them after skipping `offset`. */
function matches(
  request: OrderListRequest,
  sources: OrderListSources,
  limit: number,
  offset: number,
): SQL {
  const filter = filterOf(request, sources);
  const page = sql`${NEWEST_FIRST} limit ${limit} offset ${offset}`;
  if (!request.filter.q) {
    return sql`select ${orders.id}, ${orders.createdAt} from ${orders}${filter ? sql` where ${filter}` : sql``} ${page}`;
  }
  const branches = searchBranches(request.filter.q, sources).map(
    (branch) =>
      sql`select ${orders.id}, ${orders.createdAt} from ${orders} where ${and(filter, branch)}`,
  );
  return sql`select id, created_at from (${sql.join(branches, sql` union `)}) found ${page}`;
}

/**
 * One page of the list, newest first. The inner select finds the page's ids on an index (an
 * index-only scan even on the last reachable page); the outer one reads just those rows.
 * @example db.execute(orderPageQuery({ scope: { kind: 'all' }, filter: {}, offset: 0, limit: 25 }, sources))
 */
export function orderPageQuery(request: OrderListRequest, sources: OrderListSources): SQL {
  return sql`select o.id, o.number, o.status, o.client_id, o.outfitter_id, o.ph_id, o.currency,
      o.total_minor, o.has_price_on_request, o.created_at, o.updated_at
    from (${matches(request, sources, request.limit, request.offset)}) page
    join ${orders} o on o.id = page.id
    order by page.created_at desc, page.id desc`;
}

/** How many rows match, counted up to ORDER_COUNT_CAP + 1 (more means "over the cap"). */
export function orderCountQuery(request: OrderListRequest, sources: OrderListSources): SQL {
  return sql`select count(*)::int as total from (${matches(request, sources, ORDER_COUNT_CAP + 1, 0)}) capped`;
}
