import { and, count, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/database';
import { filterSql } from './filterSql';
import { listIndexRows, readsListIndex, type ListReader } from './listIndex';
import type { ListQuery } from './listQuery';
import { pageIdsSql, sortPlan } from './listSort';
import type { ListSearchContext, SortPlan } from './listTypes';
import { checkPageDepth, partialContentRange } from './partialPages';
import { readPage } from './readRecords';
import { scopesSql, type ScopeContext } from './rowScopeSql';
import { rowScopesFor } from '../access';
import type { ResourceStore, StoredRecord } from './resourceStore';

export interface ListPage {
  rows: StoredRecord[];
  contentRange: string;
}

/** One list call: who reads, the rows the access policy lets them see, and what they asked. */
export interface ListCall {
  reader: ListReader;
  /** The access policy's condition on the reader's rows; undefined when they may see every row. */
  scope: SQL | undefined;
  query: ListQuery;
  limit: number;
}

/**
 * One page of a list call and its `Content-Range`: its ids found first, on the reader's list index
 * when it holds them (listIndex.ts), by the list's own search for `q` when it has one
 * (listSearch.ts), or on the store's table; then only those rows read whole. A list with a
 * `pageDepth` counts nothing and fetches one row past the page instead
 * (docs/api.md#lists-without-a-count); any other list counts its matches.
 * @example const { rows, contentRange } = await listPage(db, store, { reader: user, scope, query, limit: 25 });
 */
export async function listPage(db: Db, store: ResourceStore, call: ListCall): Promise<ListPage> {
  const { name, list } = store.definition;
  const { start } = call.query.range;
  if (list.pageDepth !== undefined) {
    checkPageDepth(start, list.pageDepth, store.definition);
    const rows = await readFound(db, store, call, call.limit + 1);
    return {
      rows: rows.slice(0, call.limit),
      contentRange: partialContentRange(name, start, call.limit, rows.length),
    };
  }
  const where = and(store.where, call.scope, filterSql(db, store, call.query.filter));
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(store.table)
    .where(where);
  const rows = await readFound(db, store, call, call.limit);
  const last = start + Math.max(rows.length - 1, 0);
  return { rows, contentRange: `${name} ${start}-${last}/${total}` };
}

/** Where a page's ids are found, in which order, and the named statement it may run as. */
interface FoundPage {
  ids: SQL;
  plan: SortPlan;
  named: boolean;
}

async function readFound(db: Db, store: ResourceStore, call: ListCall, limit: number) {
  const { ids, plan, named } = await findPage(db, store, call, limit);
  // docs/api.md#named-statements: one name a list, with a hash of the text per shape.
  return readPage(db, store, ids, plan, named ? `${store.definition.name}_page` : undefined);
}

async function findPage(
  db: Db,
  store: ResourceStore,
  call: ListCall,
  limit: number,
): Promise<FoundPage> {
  const { reader, scope, query } = call;
  const { q } = query.filter;
  if (store.search && typeof q === 'string' && q.trim()) {
    const context = listSearchContext(db, store, call, limit);
    const found = await store.search(context);
    return { ids: found.ids, plan: context.plan, named: found.named };
  }
  const index = listIndexRows(store, reader, query);
  const plan = index?.plan ?? sortPlan(store, query.sort);
  const where = index ? index.where : and(store.where, scope, filterSql(db, store, query.filter));
  // A list of values (getMany's ids) makes a text of its own for every length.
  const named = !Object.values(query.filter).some(Array.isArray);
  return { ids: pageIdsSql(plan, where, query.range.start, limit), plan, named };
}

/**
 * What a list's own search is given for a call (listSearch.ts): `q` as its text, the other filters
 * as conditions.
 * @example const found = await store.search(listSearchContext(db, store, call, 26));
 */
export function listSearchContext(
  db: Db,
  store: ResourceStore,
  { reader, scope, query }: Omit<ListCall, 'limit'>,
  limit: number,
): ListSearchContext {
  const { q, ...filter } = query.filter;
  return {
    db,
    text: typeof q === 'string' ? q.trim() : '',
    scope: and(store.where, scope),
    filters: filterSql(db, store, filter),
    filter,
    sort: query.sort,
    plan: sortPlan(store, query.sort),
    index: listIndexRows(store, reader, { sort: query.sort, filter }),
    indexUser: readsListIndex(store, reader) ? reader.id : undefined,
    offset: query.range.start,
    limit,
  };
}

/**
 * A list call as a reader with these roles makes it, outside a request (a bench's plans, the list
 * tests): the access policy's rows as the route computes them.
 * @example await listPage(db, store, readerCall(db, store, storeOf, reader, query))
 */
export function readerCall(
  db: Db,
  store: ResourceStore,
  storeOf: ScopeContext['storeOf'],
  reader: ListReader,
  query: ListQuery,
): ListCall {
  const rows = rowScopesFor(reader.roles, store.definition.access, 'list');
  return {
    reader,
    scope: scopesSql({ db, userId: reader.id, storeOf }, store, rows),
    query,
    limit: query.range.end - query.range.start + 1,
  };
}

/**
 * A list's page as a reader with these roles sees it, outside a request (a bench's plans, the list
 * tests): the access policy's rows as the route computes them, then listPage.
 * @example await readerListPage(db, store, storeOf, { id, roles: ['huntingOutfitter'] }, query)
 */
export function readerListPage(
  db: Db,
  store: ResourceStore,
  storeOf: ScopeContext['storeOf'],
  reader: ListReader,
  query: ListQuery,
): Promise<ListPage> {
  return listPage(db, store, readerCall(db, store, storeOf, reader, query));
}
