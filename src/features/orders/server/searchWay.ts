import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { searchWords } from '../../../server/db/textMatch';
import type { OrderListRequest, OrderListSources, SearchWay } from './orderListRequest';
import { candidateClients, FEW_SEARCH_CLIENTS } from './orderSearchSql';

/** Runs a query and answers its rows (the route's database, or the bench floor's bare driver). */
export type RowReader = (query: SQL) => Promise<Record<string, unknown>[]>;

/** A query's rows counted up to one past FEW_SEARCH_CLIENTS: more than that is "many". */
async function many(read: RowReader, clients: SQL): Promise<boolean> {
  const [row] = await read(
    sql`select count(*)::int as matched from (${clients} limit ${FEW_SEARCH_CLIENTS + 1}) capped`,
  );
  return Number(row?.matched) > FEW_SEARCH_CLIENTS;
}

/** What the way depends on: the words in lower case (ILIKE ignores case) and the clients' restriction. */
function wayKey({ filter, scope }: OrderListRequest): string {
  const words = searchWords((filter.q ?? '').toLowerCase()).join(' ');
  const scoped =
    scope.kind === 'outfitter' ? scope.outfitterId : scope.kind === 'client' ? scope.clientId : '';
  return JSON.stringify([words, scoped, filter.clientId ?? '', filter.linkedOutfitterId ?? '']);
}

/**
 * How a search reads a name (docs/orders-list.md#reading-a-name), decided by two counts and
 * remembered for ten minutes: walked when the words as typed are in more than FEW_SEARCH_CLIENTS
 * clients' names (cheap to count: no typo forgiven), or else when more than that many clients match
 * within the scope; otherwise client by client. Paging, sorting and refetching a search ask again,
 * and the counts were a third of a search's database work. A stale answer only costs time: both
 * ways read the same rows.
 * @example const wayOf = searchWays(); const searchWay = await wayOf(read, request, orderSources);
 */
export function searchWays() {
  const known = new LRUCache<string, SearchWay>({ max: 10_000, ttl: 10 * 60_000 });
  return async (
    read: RowReader,
    request: OrderListRequest,
    sources: OrderListSources,
  ): Promise<SearchWay> => {
    const key = wayKey(request);
    const remembered = known.get(key);
    if (remembered) return remembered;
    const q = request.filter.q ?? '';
    const way =
      (await many(read, sources.clientIdsContaining(q))) ||
      (await many(read, candidateClients(request, sources, q)))
        ? 'walk'
        : 'byClient';
    known.set(key, way);
    return way;
  };
}
