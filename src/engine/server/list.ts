import { isDeepStrictEqual } from 'node:util';
import { and, count, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { rowScopesFor } from '../access';
import type { AnyResource } from '../defineResource';
import { MAX_LIST_ROWS, MAX_SEARCH_LENGTH } from '../listLimits';
import type { Db } from '../../server/db/database';
import { renderedOnce, runStatement } from '../../server/db/queries';
import { escapeLike } from '../../server/db/textMatch';
import { isErrorKey, type ErrorText } from '../../server/http/errorText';
import { HttpError } from '../../server/http/httpError';
import { resourceNamePhrase } from '../../server/http/resourceName';
import {
  filterValue,
  type FilterValue,
  type IndexRows,
  type ListQuery,
  type ListReader,
  type ListSearchContext,
  type ListSort,
  type SortPlan,
  type SortTie,
} from './listTypes';
import { columnsOf, decode, fieldSql, selectOf } from './readRecords';
import { scopesSql, type ScopeContext } from './recordAccess';
import type { FilterCondition, ResourceStore, StoredRecord } from './resourceStore';

// A resource's list (docs/api.md#resources): the call's range, sort and filter read against its
// definition, then the page read for the reader.

// docs/api.md#resources (ra-data-simple-rest): sort=["field","ASC"], range=[0,24], filter={...}.
export const MAX_PAGE = MAX_LIST_ROWS;

export const listQuerySchema = z.object({
  sort: z.string().max(200).optional(),
  range: z.string().max(100).optional(),
  filter: z.string().max(20_000).optional(),
});

export function parseJson<T>(
  text: string | undefined,
  schema: z.ZodType<T>,
  name: string,
  params: Record<string, string> = {},
): T | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(
      400,
      { key: 'errors.lists.notJson', params: { name } },
      { [name]: 'errors.lists.notValidJson' },
    );
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new HttpError(
      400,
      { key: 'errors.lists.parameterNotValid', params: { name } },
      { [name]: listIssue(parsed.error.issues[0]?.message, params) },
    );
  }
  return parsed.data;
}

export const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([start, end]) => end >= start, 'errors.lists.rangeBackwards')
  .refine(([start, end]) => end - start < MAX_PAGE, 'errors.lists.rangeTooLong');

// The parameters' schemas name their messages by key; zod's own messages are said as "Not valid".
const listIssue = (message = '', params: Record<string, string>): ErrorText =>
  isErrorKey(message)
    ? { key: message, params: { max: MAX_PAGE, ...params } }
    : 'errors.lists.notValid';

function schemasOf(definition: AnyResource) {
  const sortable = ['id', ...definition.list.sortable] as [string, ...string[]];
  const filterKeys = [
    'q',
    'id',
    ...definition.list.filters,
    ...Object.keys(definition.list.conditionFilters ?? {}),
  ] as [string, ...string[]];
  return {
    sortable: sortable.join(', '),
    sort: z.tuple([z.enum(sortable, 'errors.lists.notSortable'), z.enum(['ASC', 'DESC'])]),
    filter: z
      .partialRecord(z.enum(filterKeys, 'errors.lists.notFilterable'), filterValue)
      .superRefine(({ q }, context) => {
        if (typeof q === 'string' && q.length > MAX_SEARCH_LENGTH)
          context.addIssue({ code: 'custom', message: 'errors.lists.searchTooLong', path: ['q'] });
      }),
  };
}

// Built once per definition: a list call is the hottest path of the API, and building zod schemas
// costs more than parsing three short parameters with them.
const schemasByDefinition = new WeakMap<AnyResource, ReturnType<typeof schemasOf>>();

function listSchemasOf(definition: AnyResource): ReturnType<typeof schemasOf> {
  let schemas = schemasByDefinition.get(definition);
  if (!schemas) {
    schemas = schemasOf(definition);
    schemasByDefinition.set(definition, schemas);
  }
  return schemas;
}

/**
 * Reads and checks a list call's parameters against the definition: only its sortable fields, its
 * filters, `q` and `id`; a malformed parameter answers 400, never a 500.
 * @example parseListQuery(species, { sort: '["commonName","ASC"]', range: '[0,24]' })
 */
export function parseListQuery(
  definition: AnyResource,
  query: z.infer<typeof listQuerySchema>,
): ListQuery {
  const schemas = listSchemasOf(definition);
  const sort = parseJson(query.sort, schemas.sort, 'sort', { fields: schemas.sortable }) ?? [
    definition.list.defaultSort.field,
    definition.list.defaultSort.order,
  ];
  const range = parseJson(query.range, rangeSchema, 'range') ?? [0, 24];
  const filter =
    parseJson(query.filter, schemas.filter, 'filter', { length: String(MAX_SEARCH_LENGTH) }) ?? {};
  checkFilterValues(definition, filter as Record<string, FilterValue>);
  return {
    sort: { field: sort[0], order: sort[1] },
    range: { start: range[0], end: range[1] },
    filter: filter as Record<string, FilterValue>,
  };
}

/** Each filter value must be a valid value of its field, so the database never sees a wrong type. */
function checkFilterValues(definition: AnyResource, filter: Record<string, FilterValue>): void {
  for (const [field, value] of Object.entries(filter)) {
    if (field === 'q' || value === undefined) continue;
    const { conditionFilters, row = definition.record } = definition.list;
    const schema = elementSchema(
      conditionFilters?.[field] ?? (row.shape as Record<string, z.ZodType>)[field],
    );
    const values = Array.isArray(value) ? value : [value];
    const wrong = values.find((one) => one !== null && !schema.safeParse(one).success);
    if (wrong !== undefined) {
      throw new HttpError(400, 'errors.lists.filterNotValid', {
        [`filter.${field}`]: {
          key: 'errors.lists.notAValue',
          params: { value: JSON.stringify(wrong).slice(0, 60) },
        },
      });
    }
  }
}

/** The schema one filter value must match: a field's own, or its items' for a list field. */
function elementSchema(schema: z.ZodType | undefined): z.ZodType {
  let inner = schema ?? z.never();
  while (
    inner instanceof z.ZodDefault ||
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodNullable
  ) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner instanceof z.ZodArray ? (inner.element as z.ZodType) : inner;
}

/** A filter's values on a column by equality: any of them, `null` for NULL; for an array column, any element. */
export function valueSql(column: SQL | AnyPgColumn, value: FilterValue, isArray: boolean): SQL {
  const values = Array.isArray(value) ? value : [value];
  if (values.length === 0) return sql`false`;
  if (isArray) return or(...values.map((one) => sql`${one} = any(${column})`)) ?? sql`false`;
  const present = values.filter((one) => one !== null);
  const parts = [
    present.length
      ? inArray(column as AnyPgColumn, present as (string | number | boolean)[])
      : undefined,
    values.includes(null) ? isNull(column) : undefined,
  ].filter(Boolean);
  return or(...parts) ?? sql`false`;
}

/** A condition filter's SQL for a call's value: its values as text, `false` when none is given. */
export function conditionSql(condition: FilterCondition, value: FilterValue): SQL {
  const values = (Array.isArray(value) ? value : [value]).filter((one) => one !== null);
  return values.length ? condition(values.map(String)) : sql`false`;
}

/**
 * The WHERE condition of a list call's `filter`: `q` searches the definition's search fields,
 * `id` is getMany, every other key matches by equality (a list: any of its values).
 */
export function filterSql(
  db: Db,
  store: ResourceStore,
  filter: Record<string, FilterValue>,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    // A list with its own search finds `q` itself, below.
    if (field === 'q' && store.search) continue;
    if (field === 'q') {
      const text = String(value ?? '').trim();
      if (!text) continue;
      const pattern = `%${escapeLike(text)}%`;
      conditions.push(
        or(
          ...store.definition.list.search.map(
            (name) =>
              store.searchBy?.[name]?.(pattern) ??
              ilike(fieldSql(store, name) as AnyPgColumn, pattern),
          ),
        ),
      );
      continue;
    }
    const condition = store.filterConditions?.[field];
    if (condition) {
      conditions.push(conditionSql(condition, value));
      continue;
    }
    const link = store.links?.[field];
    if (link) {
      const ids = (Array.isArray(value) ? value : [value])
        .filter((one) => one !== null)
        .map(String);
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(link.table)
            .where(and(eq(link.from, store.table.id), inArray(link.to, ids.length ? ids : ['']))),
        ),
      );
      continue;
    }
    const column = fieldSql(store, field === 'id' ? 'id' : field);
    if (!column) continue;
    const isArray = 'columnType' in column && column.columnType === 'PgArray';
    conditions.push(valueSql(column, value, isArray));
  }
  return and(...conditions);
}

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
    return { rows: page, contentRange: partialContentRange(name, start, call.limit, rows.length) };
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
  const statement = named ? `${store.definition.name}_page` : undefined;
  return readPage(db, store, { ids, plan, reader: call.reader }, statement);
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
 * (`id, k0, …` in the plan's order, pageIdsSql), read by id with their computed fields, links,
 * child rows and the reader's own fields (docs/api.md#fields-per-reader), in one statement; a
 * named one when given a `statement` prefix (runStatement).
 * @example const rows = await readPage(db, store, { ids: pageIdsSql(plan, where, 0, 26), plan, reader });
 */
export async function readPage(
  db: Db,
  store: ResourceStore,
  { ids, plan, reader }: { ids: SQL; plan: SortPlan; reader: ListReader },
  statement?: string,
): Promise<StoredRecord[]> {
  const { columns, from, decoders } = selectOf(store, 'list');
  const readerFields = Object.entries(store.readerFields ?? {}).map(
    ([field, value]) => sql`, ${value(reader)} as ${sql.identifier(field)}`,
  );
  const query = sql`${columns}${sql.join(readerFields)}${from} join (${ids}) page on page.id = ${store.table.id} ${orderBySql(plan, 'page')}`;
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

// docs/api.md#lists-without-a-count: a sort's parts hold no parameter and are the same on every
// call, so each plan's are rendered to text once (renderedOnce) and kept with the plan: rendering
// them field by field on every call was a tenth of a list call's server CPU.
const storePlans = new WeakMap<ResourceStore, Map<string, SortPlan | undefined>>();

function remembered(
  store: ResourceStore,
  key: string,
  make: () => PlanParts | undefined,
): SortPlan | undefined {
  let plans = storePlans.get(store);
  if (!plans) storePlans.set(store, (plans = new Map()));
  if (!plans.has(key)) plans.set(key, rendered(make()));
  return plans.get(key);
}

type PlanParts = Pick<SortPlan, 'from' | 'id' | 'keys'>;

/** The plan with its `from` and key columns rendered to text, and room for its `order by`s. */
function rendered(parts: PlanParts | undefined): SortPlan | undefined {
  if (!parts) return undefined;
  const columns = sql.join(
    [
      sql`${parts.id} as id`,
      ...parts.keys.map(({ value }, index) => sql`${value} as ${sql.raw(`k${index}`)}`),
    ],
    sql`, `,
  );
  return {
    ...parts,
    from: renderedOnce(parts.from) ?? parts.from,
    keyColumns: renderedOnce(columns) ?? columns,
    orderBys: new Map(),
  };
}

/**
 * The sort over the store's table: a computed field by what its store's `sortBy` names (an
 * index's expression, joined where it lives elsewhere), any other by its column. One plan an
 * order of a field, rendered once.
 * @example sortPlan(clientsStore, { field: 'fullName', order: 'ASC' })
 */
export function sortPlan(store: ResourceStore, sort: ListSort): SortPlan {
  return remembered(store, `${sort.field} ${sort.order}`, () => {
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
  })!;
}

/**
 * The sort over a list index's copies of the fields (listIndexRows), or undefined when the index
 * lacks one of its keys. One plan an order of a field, rendered once (a store has one list
 * index, so the store and the sort name it).
 */
export function indexSortPlan(
  store: ResourceStore,
  sort: ListSort,
  table: PgTable,
  columns: Record<string, AnyPgColumn> & { id: AnyPgColumn },
): SortPlan | undefined {
  return remembered(store, `index ${sort.field} ${sort.order}`, () => {
    const fields = sortFields(store, sort);
    if (!fields.every((tie) => Object.hasOwn(columns, tie.field))) return undefined;
    return {
      from: sql`${table}`,
      id: columns.id,
      keys: fields.map((tie) => ({
        value: columns[tie.field]!,
        descending: descending(sort, tie),
      })),
    };
  });
}

/**
 * `order by` the plan's keys in their directions: its own expressions, or the key columns k0,
 * k1, … of the subquery named `alias`.
 * @example orderBySql(plan, 'page')
 */
export function orderBySql(plan: SortPlan, alias = ''): SQL {
  let orderBy = plan.orderBys.get(alias);
  if (!orderBy) {
    const parts = plan.keys.map(
      ({ value, descending }, index) =>
        sql`${alias ? sql.raw(`${alias}.k${index}`) : value} ${sql.raw(descending ? 'desc' : 'asc')}`,
    );
    const built = sql`order by ${sql.join(parts, sql`, `)}`;
    orderBy = renderedOnce(built) ?? built;
    plan.orderBys.set(alias, orderBy);
  }
  return orderBy;
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
  return sql`select ${plan.keyColumns} from ${plan.from}${where ? sql` where ${where}` : sql``} ${orderBySql(plan)} limit ${limit} offset ${offset}`;
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
