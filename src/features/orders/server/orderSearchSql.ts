import { and, eq, sql, type SQL } from 'drizzle-orm';
import { parseOrderNumber } from '../orderStatuses';
import { orders, outfitterOrders } from '../table';
import { orderFilterSql, outfitterIndexFilterSql } from './orderListFilterSql';
import type { OrderListRequest, OrderListSources } from './orderListRequest';
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
// its number, a typo, a part of a name among an outfitter's few clients); a walk for a rare name
// reads rows in proportion to its rarity. Each way is exact on its own, so which one runs decides
// only the cost: the route picks it by counting (searchWay.ts) and the query holds that way alone.

/**
 * Up to this many clients matching a search (within the scope's clients), their orders are read
 * client by client. At 1M orders (50k clients, 20 orders each) reading 1,000 clients' orders
 * takes about 8 ms, and walking for a name of more clients reads about 1,300 orders or fewer.
 */
export const FEW_SEARCH_CLIENTS = 1_000;

/**
 * A branch's row count, written into the query's text rather than passed as a parameter: planning a
 * named statement once for every value (docs/orders-list.md#prepared-statements), PostgreSQL costs a
 * parameter's LIMIT as a tenth of the rows, so it would never keep that plan.
 */
function rowCount(count: number): SQL {
  if (!Number.isSafeInteger(count)) throw new Error(`a row count must be an integer: ${count}`);
  return sql.raw(String(count));
}

/**
 * The clients whose name matches and whose orders the scope and filter can show: an outfitter's
 * link is checked once per client, not per order.
 * @example sql`select count(*) from (${candidateClients(request, orderSources, 'smi')} limit 1001) capped`
 */
export function candidateClients(
  request: OrderListRequest,
  sources: OrderListSources,
  q: string,
): SQL {
  const { scope, filter } = request;
  const linkedTo = (outfitterId: string) =>
    sql`candidate.id in (${sources.linkedClientIds(outfitterId)})`;
  const restriction = and(
    scope.kind === 'outfitter' ? linkedTo(scope.outfitterId) : undefined,
    scope.kind === 'client' ? sql`candidate.id = ${scope.clientId}` : undefined,
    filter.clientId ? sql`candidate.id = ${filter.clientId}` : undefined,
    filter.linkedOutfitterId ? linkedTo(filter.linkedOutfitterId) : undefined,
  );
  return sql`select candidate.id from (${sources.clientIdsMatching(q)}) candidate${restriction ? sql` where ${restriction}` : sql``}`;
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
 * The page of rows a search finds, each with `id` and the sort's keys `k0...`, in the sort's order:
 * a union of a branch per index, each cut to the `offset + limit` rows the page can use.
 * @example sql`select o.* from (${orderSearchSql(request, sources)}) page join orders o on o.id = page.id`
 */
export function orderSearchSql(request: OrderListRequest, sources: OrderListSources): SQL {
  const { sort, offset, limit } = request;
  const q = request.filter.q ?? '';
  const needed = offset + limit;
  const number = parseOrderNumber(q);
  const values = sortValues(sort);
  // The rows meeting the filter and a condition; with `first`, only that many in the sort's order.
  const branch = (filter: SQL | undefined, condition: SQL, first?: number) =>
    sql`(select ${orders.id}, ${keyColumns(values)} from ${fromOrders(sort)} where ${filter ? sql`(${filter}) and ${condition}` : condition}${first === undefined ? sql`` : sql` ${orderBySql(sort, values)} limit ${rowCount(first)}`})`;
  // docs/orders-list.md#prepared-statements: a number or a tag finds a row or two, whose client's
  // link to an outfitter is asked by primary key: a plan for every text would read the outfitter's
  // links whole first.
  const fewRowsFilter = orderFilterSql(request, sources, 'row');
  const fewRows = (condition: SQL) => branch(fewRowsFilter, condition);
  const cut = (names: SQL[]) => sql`${orderBySql(sort, names)} limit ${rowCount(needed)}`;
  // Only the way the route picked is built: the query holds that way alone.
  const byName = request.searchWay === 'byClient' ? byClient : walked;

  function walked(): SQL {
    const scope = scopeRows(request, sources);
    const walkedWhere = and(
      scope.where && sql`(${scope.where})`,
      // docs/orders-list.md#reading-a-name: asked of each row's client by primary key, so the
      // planner weighs no join with the clients' name index, which a walk never uses.
      sources.clientMatches(scope.clientId, q),
    );
    return sql`(select ${scope.id} as id, ${keyColumns(scope.values)} from ${scope.from} where ${walkedWhere} ${cut(scope.values)})`;
  }

  function byClient(): SQL {
    const filter = orderFilterSql(request, sources);
    const clientRows = (clientId: SQL, count: number) =>
      branch(filter, sql`${orders.clientId} = ${clientId}`, count);
    // docs/orders-list.md#reading-a-name: only the clients whose first row is among the first
    // `needed` clients' first rows can hold a row of the page, so their rows alone are read in full.
    // A page needing more rows than FEW_SEARCH_CLIENTS may keep every client (no more are read this
    // way), so it skips the probes.
    const candidates = sql`(${candidateClients(request, sources, q)})`;
    const firstClients =
      needed > FEW_SEARCH_CLIENTS
        ? candidates
        : sql`(select candidate.id from ${candidates} candidate cross join lateral ${clientRows(sql`candidate.id`, 1)} first_row ${cut(keyNames(sort, 'first_row'))})`;
    return sql`(select found_orders.* from ${firstClients} first_clients cross join lateral ${clientRows(sql`first_clients.id`, needed)} found_orders ${cut(keyNames(sort, 'found_orders'))})`;
  }

  const branches = [
    ...(number !== undefined && number <= 2_147_483_647
      ? [fewRows(eq(orders.number, number))]
      : []),
    fewRows(sql`${orders.tagNumbers} @> array[${q.toUpperCase()}]::text[]`),
    byName(),
  ];
  return sql`select * from (${sql.join(branches, sql` union `)}) found ${orderBySql(sort, keyNames(sort, 'found'))} limit ${rowCount(limit)} offset ${rowCount(offset)}`;
}
