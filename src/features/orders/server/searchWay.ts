import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ListSearchContext } from '../../../engine/server/listTypes';
import { searchWords } from '../../../server/db/textMatch';
import { candidateClients, clientIdsContaining, FEW_SEARCH_CLIENTS } from './clientNameMatch';

/** How a search reads a name: walking the reader's rows, or client by client. */
export type SearchWay = 'walk' | 'byClient';

/** Runs a query and answers its rows (the list's database, or a test's). */
export type RowReader = (query: SQL) => Promise<Record<string, unknown>[]>;

/** A query's rows counted up to one past FEW_SEARCH_CLIENTS: more than that is "many". */
async function many(read: RowReader, clients: SQL): Promise<boolean> {
  const [row] = await read(
    sql`select count(*)::int as matched from (${clients} limit ${FEW_SEARCH_CLIENTS + 1}) capped`,
  );
  return Number(row?.matched) > FEW_SEARCH_CLIENTS;
}

/** What the way depends on: the words in lower case (ILIKE ignores case) and the clients' restriction. */
function wayKey({ text, filter, indexUser }: ListSearchContext): string {
  const words = searchWords(text.toLowerCase()).join(' ');
  return JSON.stringify([
    words,
    indexUser ?? '',
    filter.clientId ?? '',
    filter.linkedOutfitterId ?? '',
  ]);
}

/**
 * How a search reads a name (docs/orders-list.md#reading-a-name), decided by two counts and
 * remembered for ten minutes: walked when the words as typed are in more than FEW_SEARCH_CLIENTS
 * clients' names (cheap to count: no typo forgiven), or else when more than that many clients match
 * within the reader's clients; otherwise client by client. Paging, sorting and refetching a search
 * ask again, and the counts were a third of a search's database work. A stale answer only costs
 * time: both ways read the same rows.
 * @example const wayOf = searchWays(); const way = await wayOf(read, context);
 */
export function searchWays() {
  const known = new LRUCache<string, SearchWay>({ max: 10_000, ttl: 10 * 60_000 });
  return async (read: RowReader, context: ListSearchContext): Promise<SearchWay> => {
    const key = wayKey(context);
    const remembered = known.get(key);
    if (remembered) return remembered;
    const way =
      (await many(read, clientIdsContaining(context.text))) ||
      (await many(read, candidateClients(context)))
        ? 'walk'
        : 'byClient';
    known.set(key, way);
    return way;
  };
}
