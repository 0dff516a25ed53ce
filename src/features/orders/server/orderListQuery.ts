import { sql, type SQL } from 'drizzle-orm';
import { orders, outfitterOrders } from '../table';
import { orderFilterSql, outfitterIndexFilterSql } from './orderListFilterSql';
import type { OrderListRequest, OrderListSources } from './orderListRequest';
import { orderSearchSql } from './orderSearchSql';
import {
  fromOrders,
  keyColumns,
  keyNames,
  orderBySql,
  outfitterSortValues,
  sortValues,
} from './orderSort';

// The page query of GET /api/orders, shared by the route and bench/orders-list's floor so both run
// the same SQL. Every scope, filter and sort lands on an index read in the sort's order
// (docs/orders-list.md#indexes).

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
