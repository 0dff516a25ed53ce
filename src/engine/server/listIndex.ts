import { isDeepStrictEqual } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { rowScopesFor } from '../access';
import type { Role } from '../../shared/roles';
import { conditionSql, valueSql } from './filterSql';
import type { ListQuery } from './listQuery';
import { indexSortPlan } from './listSort';
import type { IndexRows } from './listTypes';
import type { ResourceStore } from './resourceStore';

/** Who is reading the list: a session's user, or a test's or the bench floor's role and id. */
export interface ListReader {
  id: string;
  roles: readonly Role[];
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
