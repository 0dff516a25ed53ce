import { isDeepStrictEqual } from 'node:util';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowScopesFor } from '../access';
import type { Role } from '../../shared/roles';
import { valueSql } from './filterSql';
import type { ListQuery } from './listQuery';
import type { ListIndex, ResourceStore } from './resourceStore';

/** One reader's rows of a list index under a call's filter: where a page's ids are found. */
export interface IndexRows {
  table: PgTable;
  where: SQL | undefined;
  columns: ListIndex['columns'];
}

/** Who is reading the list: a session's user, or the bench floor's role and id. */
export interface ListReader {
  id: string;
  roles: readonly Role[];
}

/**
 * The reader's rows in the store's list index when it serves this call: the reader's list rows are
 * exactly the index's role's, and it holds the sort's field and every filter's; undefined otherwise
 * (the list reads the store's table under the access policy's condition).
 * @example listIndexRows(store, user, query) // { table: outfitterIrs, where: ..., columns }
 */
export function listIndexRows(
  store: ResourceStore,
  reader: ListReader,
  query: ListQuery,
): IndexRows | undefined {
  const index = store.listIndex;
  if (!index) return undefined;
  const { access } = store.definition;
  const rolesRows = rowScopesFor(reader.roles, access, 'list');
  if (!isDeepStrictEqual(rolesRows, rowScopesFor([index.role], access, 'list'))) return undefined;
  const filters = Object.entries(query.filter).filter(([, value]) => value !== undefined);
  const held = (field: string) => Object.hasOwn(index.columns, field);
  if (!held(query.sort.field) || !filters.every(([field]) => held(field))) return undefined;
  return {
    table: index.table,
    where: and(
      eq(index.user, reader.id),
      ...filters.map(([field, value]) => valueSql(index.columns[field]!, value, false)),
    ),
    columns: index.columns,
  };
}
