import { and, asc, desc, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/database';
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
 * Reads whole records of a store (plain fields, then links and child rows in one query each).
 * @example const [record] = await readRecords(db, speciesStore, { where: eq(table.id, id) });
 */
export async function readRecords(
  db: Db,
  store: ResourceStore,
  options: ReadOptions = {},
): Promise<StoredRecord[]> {
  const selection = Object.fromEntries(
    plainFields(store).map((field) => [field, fieldSql(store, field) as AnyPgColumn]),
  );
  const where = and(store.where, options.where);
  const { sort } = options;
  const order = sort ? orderOf(sort, sortColumn(store, sort.field), store.table.id) : [];
  let query = db.select(selection).from(store.table).$dynamic();
  if (options.offset || options.index) {
    // A deep page: the rows it skips are walked as bare ids, then only the page's rows are read
    // with their computed fields (otherwise each skipped row computes them too).
    query = query
      .where(inArray(store.table.id, pageIds(db, store, where, options)))
      .orderBy(...order);
  } else {
    query = query.where(where).orderBy(...order);
    if (options.limit !== undefined) query = query.limit(options.limit);
  }
  const rows = (await query) as StoredRecord[];
  await attachLinksAndChildren(db, store, rows);
  return rows;
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

// A field stored in a column sorts by it, not by its computed form (an ISO text for a date), so
// the sort can walk the column's index.
const sortColumn = (store: ResourceStore, field: string) =>
  (columnsOf(store)[field] ?? fieldSql(store, field)) as AnyPgColumn;

/** The ORDER BY of a sort on `column`, then the id so pages never repeat or skip a row. */
function orderOf(sort: NonNullable<ReadOptions['sort']>, column: AnyPgColumn, id: AnyPgColumn) {
  const direction = sort.order === 'ASC' ? asc : desc;
  // The id in the same direction, so one index on (field, id) serves both directions.
  return [direction(column), direction(id)];
}

async function attachLinksAndChildren(
  db: Db,
  store: ResourceStore,
  rows: StoredRecord[],
): Promise<void> {
  const ids = rows.map((row) => row.id as string);
  for (const [field, link] of Object.entries(store.links ?? {})) {
    const pairs = ids.length
      ? await db
          .select({ from: link.from, to: link.to })
          .from(link.table)
          .where(inArray(link.from, ids))
      : [];
    for (const row of rows) {
      row[field] = pairs.filter((pair) => pair.from === row.id).map((pair) => pair.to as string);
    }
  }
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
