import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RowScope } from '../access';
import type { Db } from '../../server/db/database';
import { fieldSql } from './fieldSql';
import type { ResourceStore } from './resourceStore';

export interface ScopeContext {
  db: Db;
  userId: string;
  storeOf(resource: string): ResourceStore | undefined;
}

const nothing = sql`false`;

function linkHolds(context: ScopeContext, store: ResourceStore, field: string): SQL | undefined {
  const link = store.links?.[field];
  if (!link) return undefined;
  return exists(
    context.db
      .select({ one: sql`1` })
      .from(link.table)
      .where(and(eq(link.from, store.table.id), eq(link.to, context.userId))),
  );
}

function userInField(context: ScopeContext, store: ResourceStore, field: string): SQL {
  const viaLink = linkHolds(context, store, field);
  if (viaLink) return viaLink;
  const column = fieldSql(store, field);
  return column ? sql`${context.userId} = any(${column})` : nothing;
}

/**
 * The ids of the other store's records a scope admits when its link table alone names them (a
 * client's outfitters: `select client_id from client_outfitters where outfitter_id = me`), so a
 * record found through them is read on the link's index without the other table
 * (docs/api.md#lists-without-a-count); undefined for any other scope.
 */
function linkedIds(context: ScopeContext, other: ResourceStore, scope: RowScope) {
  if (other.where || typeof scope !== 'object') return undefined;
  const field = 'userIn' in scope ? scope.userIn : 'userIs' in scope ? scope.userIs : undefined;
  const link = field === undefined ? undefined : other.links?.[field];
  if (!link) return undefined;
  return context.db.select({ id: link.from }).from(link.table).where(eq(link.to, context.userId));
}

/**
 * Turns a definition's declarative row scope into a WHERE condition on the store's table.
 * A scope naming a resource without a store (not built yet) admits no row: access fails closed.
 */
export function rowScopeSql(
  context: ScopeContext,
  store: ResourceStore,
  scope: RowScope,
): SQL | undefined {
  if (scope === 'all') return undefined;
  if ('anyOf' in scope) {
    const parts = scope.anyOf.map((inner) => rowScopeSql(context, store, inner));
    return parts.includes(undefined) ? undefined : (or(...parts) ?? nothing);
  }
  if ('userIs' in scope) {
    const column = fieldSql(store, scope.userIs);
    return (
      linkHolds(context, store, scope.userIs) ?? (column ? eq(column, context.userId) : nothing)
    );
  }
  if ('userIn' in scope) return userInField(context, store, scope.userIn);
  if ('fieldIs' in scope) {
    const column = fieldSql(store, scope.fieldIs);
    return column ? eq(column, scope.value) : nothing;
  }
  if ('via' in scope) {
    const other = context.storeOf(scope.resource);
    const column = fieldSql(store, scope.via);
    if (!other || !column) return nothing;
    const throughLink = linkedIds(context, other, scope.scope);
    if (throughLink) return inArray(column, throughLink);
    const inner = rowScopeSql(context, other, scope.scope);
    return inArray(
      column,
      context.db.select({ id: other.table.id }).from(other.table).where(and(other.where, inner)),
    );
  }
  const other = context.storeOf(scope.referencedBy);
  const pointer = other ? (fieldSql(other, scope.field) as AnyPgColumn | undefined) : undefined;
  if (!other || !pointer) return nothing;
  return exists(
    context.db
      .select({ one: sql`1` })
      .from(other.table)
      .where(
        and(eq(pointer, store.table.id), other.where, rowScopeSql(context, other, scope.scope)),
      ),
  );
}

/** The condition for a union of scopes (`rowScopesFor`): 'all' admits every row, [] none. */
export function scopesSql(
  context: ScopeContext,
  store: ResourceStore,
  scopes: 'all' | RowScope[],
): SQL | undefined {
  if (scopes === 'all') return undefined;
  if (scopes.length === 0) return nothing;
  return rowScopeSql(context, store, { anyOf: scopes });
}
