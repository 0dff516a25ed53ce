import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceStore } from './resourceStore';

/** A table's columns by field name. */
export const tableColumns = (table: PgTable): Record<string, AnyPgColumn> =>
  getTableColumns(table) as Record<string, AnyPgColumn>;

/** The property name under which `table` holds `column` (what drizzle's insert values are keyed by). */
export function propertyOf(table: PgTable, column: AnyPgColumn): string {
  const entry = Object.entries(tableColumns(table)).find(([, candidate]) => candidate === column);
  if (!entry) throw new Error(`column ${column.name} is not in this table`);
  return entry[0];
}

/** The store table's columns by record field name. */
export const columnsOf = (store: ResourceStore) => tableColumns(store.table);

/** The SQL a plain (not linked, not child) record field is read, sorted and filtered by. */
export function fieldSql(store: ResourceStore, field: string): AnyPgColumn | undefined {
  // drizzle's operators take a computed SQL wherever they take a column; its types only list columns.
  return (store.computed?.[field] as AnyPgColumn | undefined) ?? columnsOf(store)[field];
}

/**
 * Fields read straight from SQL: the record's, and a list row's (`list.row`), less links and child
 * rows.
 */
export function plainFields(store: ResourceStore): string[] {
  const { record, list } = store.definition;
  return [...new Set([...Object.keys(record.shape), ...Object.keys(list.row?.shape ?? {})])].filter(
    (field) => !store.links?.[field] && !store.children?.[field],
  );
}
