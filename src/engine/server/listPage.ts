import { isDeepStrictEqual } from 'node:util';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowScopesFor } from '../access';
import type { Db } from '../../server/db/database';
import { runStatement } from '../../server/db/runStatement';
import { HttpError } from '../../server/http/httpError';
import { resourceNamePhrase } from '../../server/http/resourceName';
import { columnsOf, fieldSql, decode, selectOf } from './readRecords';
import { conditionSql, filterSql, valueSql } from './listQuery';
import type {
  IndexRows,
  ListQuery,
  ListReader,
  ListSearchContext,
  ListSort,
  SortPlan,
  SortTie,
} from './listTypes';
import { scopesSql, type ScopeContext } from './recordAccess';
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
 * when it holds them (listIndexRows), by the list's own search for `q` when it has one
 * (docs/api.md#a-lists-own-search), or on the store's table; then only those rows read whole. A
 * list with a `pageDepth` counts nothing and fetches one row past the page instead
 * (docs/api.md#lists-without-a-count); any other list counts its matches.
 * @example const { rows, contentRange } = await listPage(db, store, { reader: user, scope, query, limit: 25 });
 */
export async function listPage(db: Db, store: ResourceStore, call: ListCall): Promise<ListPage> {
  const { name, list } = store.definition;
  const { start } = call.query.range;
  if (list.pageDepth !== undefined) {
    checkPageDepth(start, list.pageDepth, store.definition);
    const rows = await readFound(db, store, call, call.limit + 1);
    const page = rows.slice(0, call.limit);
    await addReaderFields(db, store, call.reader, page);
    return { rows: page, contentRange: partialContentRange(name, start, call.limit, rows.length) };
  }
  const where = and(store.where, call.scope, filterSql(db, store, call.query.filter));
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(store.table)
    .where(where);
  const rows = await readFound(db, store, call, call.limit);
  await addReaderFields(db, store, call.reader, rows);
  const last = start + Math.max(rows.length - 1, 0);
  return { rows, contentRange: `${name} ${start}-${last}/${total}` };
}

/** docs/api.md#fields-per-reader: each of the store's `readerFields`, for the page's rows. */
async function addReaderFields(
  db: Db,
  store: ResourceStore,
  reader: ListReader,
  rows: StoredRecord[],
): Promise<void> {
  const fields = Object.entries(store.readerFields ?? {});
  if (fields.length === 0 || rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  const found = await Promise.all(fields.map(([, field]) => field.values(db, reader, ids)));
  fields.forEach(([name, field], at) => {
    for (const row of rows)
      row[name] = found[at]!.has(row.id) ? found[at]!.get(row.id) : field.absent;
  });
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
 * What a list's own search is given for a call (docs/api.md#a-lists-own-search): `q` as its text,
 * the other filters as conditions.
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

/**
 * A list's page as the list answers it (`list.row`, or the whole record): the rows `ids` found
 * (`id, k0, …` in the plan's order, pageIdsSql), read by id with their computed fields, links and
 * child rows, in one statement; a named one when given a `statement` prefix (runStatement).
 * @example const rows = await readPage(db, store, pageIdsSql(plan, where, 0, 26), plan);
 */
export async function readPage(
  db: Db,
  store: ResourceStore,
  ids: SQL,
  plan: SortPlan,
  statement?: string,
): Promise<StoredRecord[]> {
  const { head, decoders } = selectOf(store, 'list');
  const query = sql`${head} join (${ids}) page on page.id = ${store.table.id} ${orderBySql(plan, keyNames(plan, 'page'))}`;
  const rows = await runStatement<StoredRecord>(db, query, statement);
  for (const row of rows) decode(row, decoders);
  return rows;
}

// docs/api.md#sorting: a list sorts by the field asked, then by the store's tie-breakers for that
// field (the id unless it says otherwise), each in a direction fixed relative to the sort's. DESC
// reverses every key of ASC, so one index serves both directions.

/** The sort's fields in order: its own, then its ties. */
function sortFields(store: ResourceStore, sort: ListSort): SortTie[] {
  const ties =
    sort.field === 'id' ? [] : (store.sortTies?.[sort.field] ?? [{ field: 'id' } as SortTie]);
  return [{ field: sort.field }, ...ties];
}

const descending = (sort: ListSort, tie: SortTie) => (sort.order === 'DESC') !== !!tie.reversed;

/**
 * The sort over the store's table: a computed field by what its store's `sortBy` names (an
 * index's expression, joined where it lives elsewhere), any other by its column.
 * @example sortPlan(clientsStore, { field: 'fullName', order: 'ASC' })
 */
export function sortPlan(store: ResourceStore, sort: ListSort): SortPlan {
  const joins: SQL[] = [];
  const keys = sortFields(store, sort).map((tie) => {
    const by = store.sortBy?.[tie.field];
    if (by && 'join' in by) joins.push(by.join);
    const value = by
      ? 'join' in by
        ? by.by
        : by
      : (columnsOf(store)[tie.field] ?? fieldSql(store, tie.field)!);
    return { value, descending: descending(sort, tie) };
  });
  return { from: sql.join([sql`${store.table}`, ...joins], sql` `), id: store.table.id, keys };
}

/**
 * The sort over a list index's copies of the fields (listIndexRows), or undefined when the index
 * lacks one of its keys.
 */
export function indexSortPlan(
  store: ResourceStore,
  sort: ListSort,
  table: PgTable,
  columns: Record<string, AnyPgColumn> & { id: AnyPgColumn },
): SortPlan | undefined {
  const fields = sortFields(store, sort);
  if (!fields.every((tie) => Object.hasOwn(columns, tie.field))) return undefined;
  return {
    from: sql`${table}`,
    id: columns.id,
    keys: fields.map((tie) => ({ value: columns[tie.field]!, descending: descending(sort, tie) })),
  };
}

/** `<id> as id, <key 0> as k0, …`: a page's select list, for an outer query to join and order by. */
export const keyColumns = (plan: SortPlan): SQL =>
  sql.join(
    [
      sql`${plan.id} as id`,
      ...plan.keys.map(({ value }, index) => sql`${value} as ${sql.raw(`k${index}`)}`),
    ],
    sql`, `,
  );

/** The key columns k0, k1, … of the subquery named `alias`. */
export const keyNames = (plan: SortPlan, alias: string): SQL[] =>
  plan.keys.map((_, index) => sql.raw(`${alias}.k${index}`));

/**
 * `order by` the plan's keys in their directions: its own expressions, or `names[i]` for key i.
 * @example orderBySql(plan, keyNames(plan, 'page'))
 */
export function orderBySql(plan: SortPlan, names?: SQL[]): SQL {
  const parts = plan.keys.map(
    ({ value, descending }, index) =>
      sql`${names?.[index] ?? value} ${sql.raw(descending ? 'desc' : 'asc')}`,
  );
  return sql`order by ${sql.join(parts, sql`, `)}`;
}

/**
 * The page's ids and keys (`id, k0, …`) of the rows `where` holds, in the sort's order: bare ids
 * walked past the rows it skips, so only the page's rows are read whole
 * (docs/api.md#lists-without-a-count).
 * @example pageIdsSql(sortPlan(store, sort), where, 0, 26)
 */
export function pageIdsSql(
  plan: SortPlan,
  where: SQL | undefined,
  offset: number,
  limit: number,
): SQL {
  return sql`select ${keyColumns(plan)} from ${plan.from}${where ? sql` where ${where}` : sql``} ${orderBySql(plan)} limit ${limit} offset ${offset}`;
}

/** Whether the reader's list rows are exactly the store's list index role's. */
export function readsListIndex(store: ResourceStore, reader: ListReader): boolean {
  const index = store.listIndex;
  if (!index) return false;
  const { access } = store.definition;
  return isDeepStrictEqual(
    rowScopesFor(reader.roles, access, 'list'),
    rowScopesFor([index.role], access, 'list'),
  );
}

/**
 * The reader's rows in the store's list index when it serves this call: the reader's list rows are
 * exactly the index's role's, and it holds the sort's keys and every filter; undefined otherwise
 * (the list reads the store's table under the access policy's condition).
 * @example listIndexRows(store, user, query) // { table: outfitterIrs, where: ..., plan }
 */
export function listIndexRows(
  store: ResourceStore,
  reader: ListReader,
  query: Pick<ListQuery, 'sort' | 'filter'>,
): IndexRows | undefined {
  const index = store.listIndex;
  if (!index || !readsListIndex(store, reader)) return undefined;
  const filters = Object.entries(query.filter).filter(([, value]) => value !== undefined);
  const held = (field: string) =>
    Object.hasOwn(index.columns, field) || Object.hasOwn(index.conditions ?? {}, field);
  if (!filters.every(([field]) => held(field))) return undefined;
  const plan = indexSortPlan(store, query.sort, index.table, index.columns);
  if (!plan) return undefined;
  return {
    table: index.table,
    where: and(
      eq(index.user, reader.id),
      ...filters.map(([field, value]) => {
        const condition = index.conditions?.[field];
        return condition
          ? conditionSql(condition, value)
          : valueSql(index.columns[field]!, value, false);
      }),
    ),
    plan,
  };
}

// docs/api.md#lists-without-a-count: lists that grow without bound (orders, IRs) count nothing; a page
// is fetched with one row past it, and paging stops at a depth.

/**
 * The list's `Content-Range` from a page fetched with one row past it. That extra row means more
 * follow, so the total is unknown: `*`, which RFC 9110 allows for an unknown complete length. A
 * page that ends short has reached the end, so its total is exact. An empty page past the end
 * cannot tell how far back the end was: `*` again.
 * @example partialContentRange('orders', 0, 25, 26) // 'orders 0-24/*'
 */
export function partialContentRange(
  name: string,
  start: number,
  limit: number,
  fetched: number,
): string {
  const shown = Math.min(fetched, limit);
  const last = start + Math.max(shown - 1, 0);
  const total = fetched > limit || (fetched === 0 && start > 0) ? '*' : String(start + fetched);
  return `${name} ${start}-${last}/${total}`;
}

/**
 * 400 for a range starting at `depth` or later: the list pages through the newest `depth` matching
 * rows, so its deepest page walks `depth` index entries whatever the table holds.
 * @example checkPageDepth(range.start, LIST_PAGE_DEPTH, { name: 'orders' })
 */
export function checkPageDepth(start: number, depth: number, definition: { name: string }): void {
  if (start >= depth) {
    throw new HttpError(
      400,
      {
        key: 'errors.lists.tooDeep',
        params: { depth, many: resourceNamePhrase(definition, 'many') },
      },
      { range: { key: 'errors.lists.startBelow', params: { depth } } },
    );
  }
}
