import { and, eq, sql, type SQL } from 'drizzle-orm';
import { parseOrderNumber } from '../../../../resources/orderStatuses';
import { orders } from '../../db/schema/orders';
import { outfitterOrders } from '../../db/schema/outfitterOrders';
import { orderFilterSql, outfitterIndexFilterSql } from './orderListFilterSql';
import type { OrderListRequest, OrderListSources } from './orderListQuery';
import {
  fromOrders,
  keyColumns,
  keyNames,
  orderBySql,
  outfitterSortValues,
  sortValues,
} from './orderSort';

// docs/orders-list.md#search: a search finds an order by what is indexed: its exact number, an exact
// tag number (GIN), or its client's name (pg_trgm's GIN on clients). Each is its own select on its
// own index (an OR across them would scan every order). A number or tag matches a row or two, so
// those branches stay unordered: with an ORDER BY and LIMIT the planner would walk every order in
// the sort's order looking for the tag.
//
// A name is read one of two ways (docs/orders-list.md#reading-a-name): walking the scope's rows in
// the sort's order and keeping its clients' (fast when they are many: "smi" is in every sixth
// client's name), or reading each matching client's orders (fast when they are few: a name with
// its number, a typo, a part of a name among an outfitter's few clients). Walking for a rare name
// reads rows in proportion to its rarity, so the walk first looks at a bounded stretch of rows; if
// that does not fill the page, the matching clients are counted (up to one past a bound) and read
// client by client when few, walked to the end otherwise. Each way is a branch of the union, gated
// by a one-time filter on those counts: PostgreSQL runs only the branch that applies, and counts
// the clients only when the stretch fell short.

/** The walk looks at this many rows of the scope per row the page needs before giving up... */
const WALK_ROWS_PER_PAGE_ROW = 20;
/** ...and never more than this many: a deep page's search counts the clients sooner. */
const MAX_WALK_ROWS = 10_000;

/**
 * Up to this many clients matching a search (within the scope's clients), their orders are read
 * client by client. At 1M orders (50k clients, 20 orders each) reading 1,000 clients' orders
 * takes about 8 ms, and walking for a name of more clients reads at most about 1,300 orders.
 */
export const FEW_SEARCH_CLIENTS = 1_000;

const WALKED = sql.raw('search_walked');
const CLIENTS = sql.raw('search_clients');

/**
 * The clients whose name matches and whose orders the scope and filter can show, at most one past
 * FEW_SEARCH_CLIENTS: an outfitter's link is checked once per client, not per order.
 */
function candidateClients(request: OrderListRequest, sources: OrderListSources, q: string): SQL {
  const { scope, filter } = request;
  const linkedTo = (outfitterId: string) =>
    sql`candidate.id in (${sources.linkedClientIds(outfitterId)})`;
  const restriction = and(
    scope.kind === 'outfitter' ? linkedTo(scope.outfitterId) : undefined,
    scope.kind === 'client' ? sql`candidate.id = ${scope.clientId}` : undefined,
    filter.clientId ? sql`candidate.id = ${filter.clientId}` : undefined,
    filter.linkedOutfitterId ? linkedTo(filter.linkedOutfitterId) : undefined,
  );
  return sql`select candidate.id from (${sources.clientIdsMatching(q)}) candidate${restriction ? sql` where ${restriction}` : sql``} limit ${FEW_SEARCH_CLIENTS + 1}`;
}

/** Where the scope's rows are read in the sort's order, and the columns that hold them. */
interface ScopeRows {
  from: SQL;
  where: SQL | undefined;
  id: SQL;
  clientId: SQL;
  values: SQL[];
}

/**
 * The scope's rows: an outfitter's from outfitter_orders when its index holds the filter and the
 * sort (docs/orders-list.md#the-outfitter-index), so a walk reads only the outfitter's orders.
 */
function scopeRows(request: OrderListRequest, sources: OrderListSources): ScopeRows {
  const { sort, filter } = request;
  const { q: _q, ...rest } = filter;
  const outfitterValues = outfitterSortValues(sort);
  const outfitterIndex = outfitterValues && outfitterIndexFilterSql({ ...request, filter: rest });
  if (outfitterValues && outfitterIndex) {
    return {
      from: sql`${outfitterOrders}`,
      where: outfitterIndex,
      id: sql`${outfitterOrders.orderId}`,
      clientId: sql`${outfitterOrders.clientId}`,
      values: outfitterValues,
    };
  }
  return {
    from: fromOrders(sort),
    where: orderFilterSql(request, sources),
    id: sql`${orders.id}`,
    clientId: sql`${orders.clientId}`,
    values: sortValues(sort),
  };
}

/**
 * The rows a search finds, each with `id` and the sort's keys `k0...`, unsorted: a union of a
 * branch per index, each cut to the `offset + limit` rows the page can use.
 * @example sql`${orderSearchSql(request, sources)} order by ...`
 */
export function orderSearchSql(request: OrderListRequest, sources: OrderListSources): SQL {
  const { sort, offset, limit } = request;
  const q = request.filter.q ?? '';
  const needed = offset + limit;
  const number = parseOrderNumber(q);
  const filter = orderFilterSql(request, sources);
  const values = sortValues(sort);
  const where = (condition: SQL) => (filter ? sql`(${filter}) and ${condition}` : condition);
  const branch = (condition: SQL) =>
    sql`(select ${orders.id}, ${keyColumns(values)} from ${fromOrders(sort)} where ${where(condition)})`;
  const cut = (names: SQL[]) => sql`${orderBySql(sort, names)} limit ${needed}`;
  const matching = sources.clientIdsMatching(q);
  const walkedEnough = sql`(select count(*) from ${WALKED}) >= ${needed}`;
  const fewClients = sql`(select count(*) from ${CLIENTS}) <= ${FEW_SEARCH_CLIENTS}`;

  const scope = scopeRows(request, sources);
  const scopeWhere = (condition: SQL) =>
    scope.where ? sql`(${scope.where}) and ${condition}` : condition;
  // Its own LIMIT keeps the stretch a walk of the index, whatever the planner thinks of the names.
  const stretch = sql`select ${scope.id} as id, ${scope.clientId} as client_id, ${keyColumns(scope.values)} from ${scope.from}${scope.where ? sql` where ${scope.where}` : sql``} ${orderBySql(sort, scope.values)} limit ${Math.min(needed * WALK_ROWS_PER_PAGE_ROW, MAX_WALK_ROWS)}`;
  const walkedStretch = sql`select stretch.id, ${sql.join(keyNames(sort, 'stretch'), sql`, `)} from (${stretch}) stretch where stretch.client_id in (${matching}) ${cut(keyNames(sort, 'stretch'))}`;
  const walkedToTheEnd = sql`(select ${scope.id} as id, ${keyColumns(scope.values)} from ${scope.from} where ${scopeWhere(sql`${scope.clientId} in (${matching}) and not ${walkedEnough} and not ${fewClients}`)} ${cut(scope.values)})`;
  const byClient = sql`(select found_orders.* from ${CLIENTS} candidate cross join lateral (select ${orders.id}, ${keyColumns(values)} from ${fromOrders(sort)} where ${where(sql`${orders.clientId} = candidate.id`)} ${cut(values)}) found_orders where not ${walkedEnough} and ${fewClients} ${cut(keyNames(sort, 'found_orders'))})`;

  const branches = [
    ...(number !== undefined && number <= 2_147_483_647 ? [branch(eq(orders.number, number))] : []),
    branch(sql`${orders.tagNumbers} @> array[${q.toUpperCase()}]::text[]`),
    sql`(select * from ${WALKED})`,
    byClient,
    walkedToTheEnd,
  ];
  return sql`with ${WALKED} as materialized (${walkedStretch}),
      ${CLIENTS} as materialized (${candidateClients(request, sources, q)})
    select * from (${sql.join(branches, sql` union `)}) found`;
}
