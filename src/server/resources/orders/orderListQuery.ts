import { sql, type SQL } from 'drizzle-orm';
import type { OrderListFilter } from '../../../../resources/orders';
import { orders } from '../../db/schema/orders';
import { outfitterOrders } from '../../db/schema/outfitterOrders';
import { orderFilterSql, outfitterIndexFilterSql } from './orderListFilterSql';
import { orderSearchSql, type SearchWay } from './orderSearchSql';
import {
  fromOrders,
  keyColumns,
  keyNames,
  orderBySql,
  outfitterSortValues,
  sortValues,
  type OrderSort,
} from './orderSort';

// The page query of GET /api/orders, shared by the route and bench/orders-list's floor so both run
// the same SQL. Every scope, filter and sort lands on an index read in the sort's order
// (docs/orders-list.md#indexes).

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
  /**
   * A scalar subquery: true when the client with this id is linked to this outfitter (null when
   * not), read by primary key, for a row or two found on another index.
   */
  clientLinked(clientId: SQL, outfitterId: string): SQL;
  /** `select id ...` of the clients whose name holds each word of this text, in any case, or a word close to it. */
  clientIdsMatching(text: string): SQL;
  /** `select id ...` of the clients whose name holds each word of this text as typed (a subset of clientIdsMatching's). */
  clientIdsContaining(text: string): SQL;
  /**
   * A scalar subquery: whether the name of the client with this id matches the text as
   * clientIdsMatching's do, read by primary key, for a walk that tests one order's client at a time.
   */
  clientMatches(clientId: SQL, text: string): SQL;
  /** A scalar subquery: the name of the client with this id, as the clients resource shows it. */
  clientName(clientId: SQL): SQL;
  /** A scalar subquery: the name of the user with this id (null for null). */
  userName(userId: SQL): SQL;
}

export interface OrderListRequest {
  scope: OrderScope;
  filter: OrderListFilter;
  sort: OrderSort;
  offset: number;
  limit: number;
  /** For a search: how it reads a name (searchWay.ts); a walk when absent. Both read the same rows. */
  searchWay?: SearchWay | undefined;
}

/**
 * The list pages no deeper than this many rows: the deepest page walks at most this many index
 * entries, never a million; the route refuses a range that starts here or beyond. Past it, a filter
 * or search narrows the list. The list has no total to cap: react-admin's partial pagination
 * (docs/orders-list.md#partial-pagination).
 */
export const ORDER_PAGE_DEPTH = 10_000;

/** `id` and the sort's keys `k0...` of the matching rows in the sort's order, `limit` of them after `offset`. */
function matches(request: OrderListRequest, sources: OrderListSources, limit: number): SQL {
  const { sort, offset } = request;
  const page = sql`limit ${limit} offset ${offset}`;
  const outfitterValues = outfitterSortValues(sort);
  const outfitterIndex = outfitterValues && outfitterIndexFilterSql(request);
  if (outfitterValues && outfitterIndex) {
    return sql`select ${outfitterOrders.orderId} as id, ${keyColumns(outfitterValues)} from ${outfitterOrders} where ${outfitterIndex} ${orderBySql(sort, outfitterValues)} ${page}`;
  }
  if (request.filter.q) {
    return orderSearchSql({ ...request, limit }, sources);
  }
  const filter = orderFilterSql(request, sources);
  const values = sortValues(sort);
  return sql`select ${orders.id}, ${keyColumns(values)} from ${fromOrders(sort)}${filter ? sql` where ${filter}` : sql``} ${orderBySql(sort, values)} ${page}`;
}

/**
 * One page of the list in the sort's order, with one row past it when there is one: that row says
 * another page follows, so the list needs no count (docs/orders-list.md#partial-pagination). The inner select
 * finds the page's ids on an index (an index-only scan even on the deepest page); the outer one
 * reads just those rows and their client's and outfitter's names, by primary key.
 * @example db.execute(orderPageQuery({ scope: { kind: 'all' }, filter: {}, sort: NEWEST_FIRST, offset: 0, limit: 25 }, sources))
 */
export function orderPageQuery(request: OrderListRequest, sources: OrderListSources): SQL {
  return sql`select o.id, o.number, o.status, o.client_id,
      ${sources.clientName(sql`o.client_id`)} as client_name, o.outfitter_id,
      ${sources.userName(sql`o.outfitter_id`)} as outfitter_name, o.ph_id, o.currency,
      o.total_minor, o.has_price_on_request, o.created_at, o.updated_at
    from (${matches(request, sources, request.limit + 1)}) page
    join ${orders} o on o.id = page.id
    ${orderBySql(request.sort, keyNames(request.sort, 'page'))}`;
}
