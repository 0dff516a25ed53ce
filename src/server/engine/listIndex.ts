import { isDeepStrictEqual } from 'node:util';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowScopesFor } from '../../../resources/engine/access';
import type { Role } from '../../../resources/roles';
import { valueSql } from './filterSql';
import type { ListQuery } from './listQuery';
import type { ResourceStore } from './resourceStore';

/**
 * A table holding each user's list rows of one role, with copies of the fields those lists filter
 * and sort by, kept by triggers (outfitter_irs: an outfitter's IRs,
 * docs/instruction-registers.md#the-list). Rows the access policy finds through a join (the
 * client's links) are read here in the sort's order, a page of index entries.
 */
export interface ListIndex {
  table: PgTable;
  /** The role whose rows it holds: a user whose list rows are exactly this role's reads them here. */
  role: Role;
  /** The column holding that user's id. */
  user: AnyPgColumn;
  /** Its copy of each record field it filters and sorts by (equality only); `id` the record's id. */
  columns: Record<string, AnyPgColumn> & { id: AnyPgColumn };
}

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
