import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/database';
import { renderedOnce, runStatement } from '../../server/db/runStatement';
import { columnsOf, fieldSql, plainFields, tableColumns } from './fieldSql';
import type { IndexRows } from './listIndex';
import type { ResourceStore, StoredRecord, Values } from './resourceStore';

export interface ReadOptions {
  where?: SQL | undefined;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
  /**
   * The same records as `where` in a list index (listIndexRows): the page's ids are read there in
   * the sort's order, then only the page's rows from the store's table.
   */
  index?: IndexRows;
}

/**
 * Reads whole records of a store: plain fields and links in one query, then child rows in one query
 * a field.
 * @example const [record] = await readRecords(db, speciesStore, { where: eq(table.id, id) });
 */
export async function readRecords(
  db: Db,
  store: ResourceStore,
  options: ReadOptions = {},
): Promise<StoredRecord[]> {
  const { head, decoders } = recordSelect(store);
  const where = and(store.where, options.where);
  const { sort } = options;
  const order = sort ? orderOf(sort, sortColumn(store, sort.field), store.table.id) : [];
  const orderBy = order.length ? sql` order by ${sql.join(order, sql`, `)}` : sql``;
  // A deep page: the rows it skips are walked as bare ids, then only the page's rows are read
  // with their computed fields (otherwise each skipped row computes them too).
  const query =
    options.offset || options.index
      ? sql`${head} where ${inArray(store.table.id, pageIds(db, store, where, options))}${orderBy}`
      : sql`${head}${where ? sql` where ${where}` : sql``}${orderBy}${
          options.limit === undefined ? sql`` : sql` limit ${options.limit}`
        }`;
  const rows = (await runStatement<Values>(db, query)).map((row) => decoded(row, decoders));
  await attachChildren(db, store, rows as StoredRecord[]);
  return rows as StoredRecord[];
}

interface RecordSelect {
  /** `select <each plain field and link> from <table>`, rendered once. */
  head: SQL;
  /** Each plain field with the column that reads it from the driver's value (a computed field's is as read). */
  decoders: [field: string, column: AnyPgColumn | undefined][];
}

const selects = new WeakMap<ResourceStore, RecordSelect>();

/**
 * The store's select list, rendered to text once a store: the same for every read, and rendering
 * it field by field on every list call was most of the engine's own CPU (docs/api.md#lists-without-a-count).
 */
function recordSelect(store: ResourceStore): RecordSelect {
  let select = selects.get(store);
  if (!select) {
    const fields = plainFields(store);
    const columns = columnsOf(store);
    const list = sql.join(
      [
        ...fields.map((field) => sql`${fieldSql(store, field)} as ${sql.identifier(field)}`),
        ...Object.entries(store.links ?? {}).map(
          ([field, link]) =>
            sql`array(select ${link.to} from ${link.table} where ${link.from} = ${store.table.id}) as ${sql.identifier(field)}`,
        ),
      ],
      sql`, `,
    );
    const head = sql`select ${list} from ${store.table}`;
    select = {
      head: renderedOnce(head) ?? head,
      decoders: fields.map((field) => [
        field,
        store.computed?.[field] ? undefined : columns[field],
      ]),
    };
    selects.set(store, select);
  }
  return select;
}

/** A row as drizzle's select would map it: each column's value through that column's decoder. */
function decoded(row: Values, decoders: RecordSelect['decoders']): Values {
  for (const [field, column] of decoders) {
    const value = row[field];
    if (column && value !== null && value !== undefined)
      row[field] = column.mapFromDriverValue(value);
  }
  return row;
}

/** The page's ids in the sort's order, from the store's table or the list index that holds them. */
function pageIds(db: Db, store: ResourceStore, where: SQL | undefined, options: ReadOptions) {
  const { index, sort } = options;
  const id = index?.columns.id ?? store.table.id;
  const column = sort && (index ? index.columns[sort.field] : sortColumn(store, sort.field));
  let ids = db
    .select({ id })
    .from(index?.table ?? store.table)
    .where(index ? index.where : where)
    .orderBy(...(sort && column ? orderOf(sort, column, id) : []))
    .$dynamic();
  if (options.offset) ids = ids.offset(options.offset);
  if (options.limit !== undefined) ids = ids.limit(options.limit);
  return ids;
}

// A field stored in a column sorts by it, not by its computed form (an ISO text for a date), and a
// computed field by what its store says an index holds, so the sort can walk that index.
const sortColumn = (store: ResourceStore, field: string) =>
  (store.sortBy?.[field] ?? columnsOf(store)[field] ?? fieldSql(store, field)) as AnyPgColumn;

/** The ORDER BY of a sort on `column`, then the id so pages never repeat or skip a row. */
function orderOf(sort: NonNullable<ReadOptions['sort']>, column: AnyPgColumn, id: AnyPgColumn) {
  const direction = sort.order === 'ASC' ? asc : desc;
  // The id in the same direction, so one index on (field, id) serves both directions.
  return [direction(column), direction(id)];
}

async function attachChildren(db: Db, store: ResourceStore, rows: StoredRecord[]): Promise<void> {
  const ids = rows.map((row) => row.id as string);
  for (const [field, children] of Object.entries(store.children ?? {})) {
    const columns = tableColumns(children.table);
    const selection = Object.fromEntries(
      [...children.fields, '__parent'].map((name) => [
        name,
        name === '__parent' ? children.parent : (columns[name] as AnyPgColumn),
      ]),
    );
    const childRows = ids.length
      ? ((await db
          .select(selection)
          .from(children.table)
          .where(inArray(children.parent, ids))
          .orderBy(asc(children.position))) as Values[])
      : [];
    for (const row of rows) {
      row[field] = childRows
        .filter((child) => child.__parent === row.id)
        .map(({ __parent: _parent, ...child }) => child);
    }
  }
}
