import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ListSearchContext } from '../../../engine/server/listTypes';
import { clients } from '../../clients/table';
import { searchWords } from '../../../server/db/textMatch';
import { candidateClients, clientIdsContaining, FEW_SEARCH_CLIENTS } from './clientNameMatch';

/** How a search reads a name: walking the reader's rows, or client by client. */
export type SearchWay = 'walk' | 'byClient';

/** Runs a query and answers its rows (the list's database, or a test's). */
export type RowReader = (query: SQL) => Promise<Record<string, unknown>[]>;

/** A query's clients counted up to one past FEW_SEARCH_CLIENTS: more than that is many. */
async function countUpToMany(read: RowReader, matching: SQL): Promise<number> {
  const [row] = await read(
    sql`select count(*)::int as matched from (${matching} limit ${FEW_SEARCH_CLIENTS + 1}) capped`,
  );
  return Number(row?.matched);
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
 * remembered for ten minutes: walked when the words as typed are in many clients' names (cheap to
 * count: no typo forgiven), or else when many clients match within the reader's clients; otherwise
 * client by client. Many is more than FEW_SEARCH_CLIENTS, or so large a share of all clients that
 * a walk reads fewer rows than there are clients to probe (`walkIsShorter`). Paging, sorting and
 * refetching a search ask again, and the counts were a third of a search's database work. A stale
 * answer only costs time: both ways read the same rows.
 * @example const wayOf = searchWays(); const way = await wayOf(read, context);
 */
export function searchWays() {
  const known = new LRUCache<string, SearchWay>({ max: 10_000, ttl: 10 * 60_000 });
  // All clients, counted once in ten minutes: a share, not an exact number, is what the way needs.
  const allClients = new LRUCache<'clients', number, RowReader>({
    max: 1,
    ttl: 10 * 60_000,
    fetchMethod: async (_key, _stale, { context: read }) => {
      const [row] = await read(sql`select count(*)::int as clients from ${clients}`);
      return Number(row?.clients);
    },
  });
  return async (read: RowReader, context: ListSearchContext): Promise<SearchWay> => {
    const key = wayKey(context);
    const remembered = known.get(key);
    if (remembered) return remembered;
    const many = async (matching: SQL) => {
      const matched = await countUpToMany(read, matching);
      if (matched > FEW_SEARCH_CLIENTS) return true;
      // No number of clients (at least `matched`) makes a walk shorter: no need to count them.
      if (matched * matched <= context.limit) return false;
      const total = (await allClients.fetch('clients', { context: read })) ?? 0;
      return walkIsShorter(matched, total, context.limit);
    };
    const way =
      (await many(clientIdsContaining(context.text))) || (await many(candidateClients(context)))
        ? 'walk'
        : 'byClient';
    known.set(key, way);
    return way;
  };
}

/**
 * docs/orders-list.md#reading-a-name: whether walking for a name in `matched` of `clients` clients
 * reads fewer rows than reading it client by client, which probes each of the `matched` clients
 * once. The name turns up about once every clients / matched rows of the scope, so a page of
 * `limit` rows walks about limit × clients / matched of them. ("smi" at 100k orders: 833 of 5,000
 * clients, about 160 rows walked against 833 probes; "Botha N12" at 1M: 186 of 50,000, about 7,000
 * rows walked, 7,311 measured, against 186 probes.)
 * @example walkIsShorter(833, 5_000, 26) // true
 */
export const walkIsShorter = (matched: number, clients: number, limit: number) =>
  limit * clients < matched * matched;
