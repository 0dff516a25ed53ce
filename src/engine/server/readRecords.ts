import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/database';
import { renderedOnce, runStatement } from '../../server/db/runStatement';
import { columnsOf, fieldSql, plainFields, tableColumns } from './fieldSql';
import type { IndexRows } from './listIndex';
import type { ChildRows, ResourceStore, StoredRecord, Values } from './resourceStore';

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
 * Reads whole records of a store, their plain fields, links and child rows, in one statement.
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
  // A page: its ids are found first, walking bare ids past the rows it skips and sorting bare keys,
  // then only the page's rows are read with their computed fields (otherwise every row sorted or
  // skipped computes them too), as the orders list does (docs/orders-list.md#the-call).
  const query =
    options.limit !== undefined || options.index
      ? sql`${head} where ${inArray(store.table.id, pageIds(db, store, where, options))}${orderBy}`
      : sql`${head}${where ? sql` where ${where}` : sql``}${orderBy}${
          options.limit === undefined ? sql`` : sql` limit ${options.limit}`
        }`;
  const rows = await runStatement<StoredRecord>(db, query);
  for (const row of rows) decode(row, decoders);
  return rows;
}

/** Each field with the column that reads it from the driver's value, or its child rows' decoders. */
type Decoders = [field: string, column: AnyPgColumn | Decoders | undefined][];

interface RecordSelect {
  /** `select <each plain field, link and field of child rows> from <table>`, rendered once. */
  head: SQL;
  decoders: Decoders;
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
        ...Object.entries(store.children ?? {}).map(
          ([field, children]) => sql`${childRowsSql(store, children)} as ${sql.identifier(field)}`,
        ),
      ],
      sql`, `,
    );
    const head = sql`select ${list} from ${store.table}`;
    select = {
      head: renderedOnce(head) ?? head,
      decoders: [
        ...fields.map((field): Decoders[number] => [
          field,
          store.computed?.[field] ? undefined : columns[field],
        ]),
        ...Object.entries(store.children ?? {}).map(([field, children]): Decoders[number] => {
          const childColumns = tableColumns(children.table);
          return [field, children.fields.map((name) => [name, childColumns[name]])];
        }),
      ],
    };
    selects.set(store, select);
  }
  return select;
}

/**
 * A record's child rows as a JSON array of objects of their fields, in the editor's order. The
 * fields' names are the code's own, written as literals so the select list holds no parameter.
 */
function childRowsSql(store: ResourceStore, children: ChildRows): SQL {
  const columns = tableColumns(children.table);
  const fields = sql.join(
    children.fields.map((name) => sql`${sql.raw(`'${name}'`)}, ${columns[name]}`),
    sql`, `,
  );
  return sql`coalesce((select json_agg(json_build_object(${fields}) order by ${children.position}) from ${children.table} where ${children.parent} = ${store.table.id}), '[]'::json)`;
}

/**
 * A row as drizzle's select would map it: each column's value through that column's decoder, and
 * each child row's the same way.
 */
function decode(row: Values, decoders: Decoders): void {
  for (const [field, decoder] of decoders) {
    const value = row[field];
    if (value === null || value === undefined || !decoder) continue;
    if (Array.isArray(decoder)) for (const child of value as Values[]) decode(child, decoder);
    else row[field] = decoder.mapFromDriverValue(value);
  }
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
