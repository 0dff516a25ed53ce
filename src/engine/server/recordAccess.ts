import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { canAccess, rowScopesFor, type Action, type RowScope } from '../access';
import type { SessionUser } from '../../server/auth/caller';
import { signedInUser } from '../../server/auth/caller';
import type { Db } from '../../server/db/database';
import { inTransaction } from '../../server/db/queries';
import { HttpError } from '../../server/http/httpError';
import { resourceNamePhrase } from '../../server/http/resourceName';
import { asHttpError } from './databaseErrors';
import { fieldSql, readRecords } from './readRecords';
import type { ResourceStore, StoredRecord, Values } from './resourceStore';

// docs/roles-and-access.md#server-enforcement: who may take a resource's route (routeAccess), which
// of its rows they see and change (recordAccess), and which records a write may link to
// (expectLinksReadable).

/** A call beyond CRUD that a definition's `customActions` names (the clients' `link`). */
export type CustomAction = string;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route does to its resource; the resource's access policy decides who may. */
    access?: Action | CustomAction;
  }
}

/**
 * Makes a resource's access policy a property of its routes: each route in `scope` declares
 * `config: { access: 'read' }` (registering one without fails at start), and a preHandler checks
 * it before the handler runs, after the body's validation, so bad input still answers 400 first.
 * @example routeAccess(scope, access.check); scope.get(path, { config: { access: 'read' } }, handler)
 */
export function routeAccess(
  scope: FastifyInstance,
  check: (request: FastifyRequest, action: Action | CustomAction) => unknown,
): void {
  scope.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(`${route.method} ${route.url} declares no access (config: { access })`);
    }
  });
  scope.addHook('preHandler', async (request) => {
    check(request, request.routeOptions.config.access!);
  });
}

/**
 * The access checks of one store's routes (docs/roles-and-access.md#server-enforcement: the server
 * enforces the policy on every call and every row) and its transaction wrapper.
 * @example const { check, visible } = recordAccess(app, speciesStore, storeOf);
 */
export function recordAccess(
  app: FastifyInstance,
  store: ResourceStore,
  storeOf: (name: string) => ResourceStore | undefined,
) {
  const { definition } = store;
  const custom = definition.customActions ?? {};
  /** 401 unless signed in, 403 unless a role of the user may do `action` at all (routeAccess). */
  const check = (request: FastifyRequest, action: Action | CustomAction): SessionUser => {
    const user = signedInUser(request);
    const permitted =
      action in custom
        ? user.roles.some((role) => custom[action]!.includes(role))
        : canAccess(user.roles, definition.access, action as Action);
    if (!permitted) throw new HttpError(403, 'errors.status.forbidden');
    return user;
  };
  const scope = (db: Db, user: SessionUser, action: Exclude<Action, 'create'>) => {
    const context: ScopeContext = { db, userId: user.id, storeOf };
    return scopesSql(context, store, rowScopesFor(user.roles, definition.access, action));
  };
  /**
   * The record `read` finds under the user's read scope; 404 for rows they may not know exist.
   * @example visibleAs(db, user, id, async (where) => (await readRecords(db, store, { where }))[0])
   */
  const visibleAs = async <T>(
    db: Db,
    user: SessionUser,
    id: string,
    read: (where: SQL | undefined) => Promise<T | undefined>,
  ): Promise<T> => {
    const valid = z.uuid().safeParse(id).success;
    const record = valid
      ? await read(and(eq(store.table.id, id), scope(db, user, 'read')))
      : undefined;
    if (!record)
      throw new HttpError(404, {
        key: 'errors.records.noSuch',
        params: { resource: resourceNamePhrase(definition, 'one') },
      });
    return record;
  };
  /** The record as the engine reads it, if the user may read it; 404 otherwise. */
  const visible = (db: Db, user: SessionUser, id: string): Promise<StoredRecord> =>
    visibleAs(db, user, id, async (where) => (await readRecords(db, store, { where }))[0]);
  /** Whether the record is among the rows `action` admits for the user. */
  const admits = async (
    db: Db,
    user: SessionUser,
    id: string,
    action: Exclude<Action, 'create'>,
  ): Promise<boolean> => {
    const [row] = await db
      .select({ id: store.table.id })
      .from(store.table)
      .where(and(eq(store.table.id, id), scope(db, user, action)));
    return row !== undefined;
  };
  /** For update and delete: the record, 404 if unseen, 403 if seen but not theirs to change. */
  const writable = async (db: Db, user: SessionUser, id: string, action: 'update' | 'delete') => {
    const record = await visible(db, user, id);
    if (!(await admits(db, user, id, action))) {
      throw new HttpError(403, 'errors.records.mayNotChange');
    }
    return record;
  };
  /**
   * docs/roles-and-access.md "Server enforcement": a record written is one the user may then
   * read (and, updated, still change), so no one puts a row outside their own; 403 and the
   * transaction rolls back otherwise.
   */
  const expectStillTheirs = async (
    db: Db,
    user: SessionUser,
    id: string,
    action: 'read' | 'update',
  ) => {
    const readable = await admits(db, user, id, 'read');
    if (!readable || (action === 'update' && !(await admits(db, user, id, 'update')))) {
      throw new HttpError(403, {
        key: 'errors.records.mayNotPutThere',
        params: { resource: resourceNamePhrase(definition, 'one') },
      });
    }
  };
  /** docs/roles-and-access.md#links: what a write links to is a record the user may read. */
  const expectLinksTheirs = (db: Db, user: SessionUser, body: Values, before: Values | null) =>
    expectLinksReadable({ db, userId: user.id, storeOf }, user, store, body, before);
  const inOneTransaction = async <T>(work: (tx: Db) => Promise<T>): Promise<T> => {
    try {
      return await inTransaction(app.db, work);
    } catch (error) {
      throw asHttpError(error, store.uniqueMessages);
    }
  };
  return {
    check,
    scope,
    visibleAs,
    visible,
    writable,
    expectStillTheirs,
    expectLinksTheirs,
    inTransaction: inOneTransaction,
  };
}

/** The ids a field holds, one or many. */
const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string');

function refused(field: string, resource: ReturnType<typeof resourceNamePhrase>): HttpError {
  const why = { key: 'errors.records.mayNotLinkTo', params: { resource } } as const;
  return new HttpError(403, why, { [field]: why });
}

/** The `via` scopes on `field` among a role's rows: links that make a row the user's own. */
function viaScopesOn(scope: RowScope | undefined, field: string): RowScope[] {
  if (!scope || scope === 'all') return [];
  if ('anyOf' in scope) return scope.anyOf.flatMap((inner) => viaScopesOn(inner, field));
  return 'via' in scope && scope.via === field ? [scope.scope] : [];
}

/**
 * docs/roles-and-access.md#links: every record a write points at through a reference field (the
 * order, client or IR of a document, the client or PH of an IR) must be one the writer may read,
 * or one that makes the written row their own through that very link (a client's own client
 * record). A link added elsewhere would put the row, and the file it holds, before that record's
 * readers: a certificate on another client's order would count as that order's paperwork. Only the
 * ids a write adds are checked, so a link someone else set is kept as it is. A missing record and
 * one the writer may not see answer alike, 403, so the answer never tells which ids exist.
 * @example await expectLinksReadable({ db: tx, userId: user.id, storeOf }, user, store, body, before);
 */
async function expectLinksReadable(
  context: ScopeContext,
  user: SessionUser,
  store: ResourceStore,
  body: Values,
  before: Values | null,
): Promise<void> {
  const { definition } = store;
  for (const [field, input] of Object.entries(definition.inputs)) {
    if (input?.kind !== 'reference') continue;
    const kept = new Set(idsIn(before?.[field]));
    const added = [...new Set(idsIn(body[field]))].filter((id) => !kept.has(id));
    if (added.length === 0) continue;
    const target = context.storeOf(input.resource);
    if (!target) throw refused(field, input.resource);
    const readable = rowScopesFor(user.roles, target.definition.access, 'read');
    // Whoever reads every row may link any; a missing one is the hooks' or the database's to refuse.
    if (readable === 'all') continue;
    const own = user.roles.flatMap((role) =>
      viaScopesOn(definition.access[role]?.rows, field).map((scope) =>
        rowScopeSql(context, target, scope),
      ),
    );
    const found = await context.db
      .select({ id: target.table.id })
      .from(target.table)
      .where(
        and(
          inArray(target.table.id, added),
          target.where,
          or(scopesSql(context, target, readable), ...own),
        ),
      );
    if (found.length < added.length)
      throw refused(field, resourceNamePhrase(target.definition, 'one'));
  }
}

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
