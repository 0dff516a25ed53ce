import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { OrderListSources } from './orderListQuery';
import { FEW_SEARCH_CLIENTS } from './orderSearchSql';

/** Runs a query and answers its rows (the route's database, or the bench floor's bare driver). */
export type RowReader = (query: SQL) => Promise<Record<string, unknown>[]>;

/**
 * Whether a search's words as typed are in more than FEW_SEARCH_CLIENTS clients' names, the count
 * that decides how a name is read (docs/orders-list.md#reading-a-name), remembered per text for ten
 * minutes: paging, sorting and refetching a search ask again, and clients change by the few, not
 * the thousand, in ten minutes. It only picks the cheaper plan: a stale answer reads the same rows
 * a slower way, never other rows.
 * @example const breadth = searchBreadths(); const broad = await breadth(read, orderSources, 'smi');
 */
export function searchBreadths() {
  const known = new LRUCache<string, boolean>({ max: 10_000, ttl: 10 * 60_000 });
  return async (read: RowReader, sources: OrderListSources, q: string): Promise<boolean> => {
    const key = q.trim().toLowerCase().split(/\s+/).join(' ');
    const remembered = known.get(key);
    if (remembered !== undefined) return remembered;
    const [row] = await read(
      sql`select count(*)::int as matched from (select 1 from (${sources.clientIdsContaining(q)}) containing limit ${FEW_SEARCH_CLIENTS + 1}) capped`,
    );
    const broad = Number(row?.matched) > FEW_SEARCH_CLIENTS;
    known.set(key, broad);
    return broad;
  };
}
