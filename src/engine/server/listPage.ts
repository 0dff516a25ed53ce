import { and, count, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/database';
import type { IndexRows } from './listIndex';
import type { ListQuery } from './listQuery';
import { checkPageDepth, partialContentRange } from './partialPages';
import { readRecords } from './readRecords';
import type { ResourceStore, StoredRecord } from './resourceStore';

export interface ListPage {
  rows: StoredRecord[];
  contentRange: string;
}

/**
 * One page of a list call: `limit` records from `query.range.start` matching `where`, in the
 * query's sort, and its `Content-Range`; their ids read from `index` when a list index holds them
 * (listIndexRows). A list with a `pageDepth` counts nothing and fetches one row past the page
 * instead (docs/api.md#lists-without-a-count); any other list counts its matches.
 * @example const { rows, contentRange } = await listPage(db, store, where, query, 25);
 */
export async function listPage(
  db: Db,
  store: ResourceStore,
  where: SQL | undefined,
  query: ListQuery,
  limit: number,
  index?: IndexRows,
): Promise<ListPage> {
  const { name, list } = store.definition;
  const { start } = query.range;
  const page = { where, sort: query.sort, offset: start, index };
  if (list.pageDepth !== undefined) {
    checkPageDepth(start, list.pageDepth, store.definition);
    const fetched = await readRecords(db, store, { ...page, limit: limit + 1 });
    return {
      rows: fetched.slice(0, limit),
      contentRange: partialContentRange(name, start, limit, fetched.length),
    };
  }
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(store.table)
    .where(and(store.where, where));
  const rows = await readRecords(db, store, { ...page, limit });
  const last = start + Math.max(rows.length - 1, 0);
  return { rows, contentRange: `${name} ${start}-${last}/${total}` };
}
