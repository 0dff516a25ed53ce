import { and, asc, desc, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { fieldSql, plainFields, tableColumns } from './fieldSql';
import type { ResourceStore, StoredRecord, Values } from './resourceStore';

export interface ReadOptions {
  where?: SQL | undefined;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
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
  let query = db
    .select(selection)
    .from(store.table)
    .where(and(store.where, options.where))
    .$dynamic();
  if (options.sort) {
    const column = fieldSql(store, options.sort.field) as AnyPgColumn;
    const direction = options.sort.order === 'ASC' ? asc : desc;
    // The id breaks ties, so pages never repeat or skip a row.
    query = query.orderBy(direction(column), asc(store.table.id));
  }
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset) query = query.offset(options.offset);
  const rows = (await query) as StoredRecord[];
  await attachLinksAndChildren(db, store, rows);
  return rows;
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
