import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { canAccess, rowScopesFor, type Action, type RowScope } from '../access';
import type { SessionUser } from '../../server/auth/currentUser';
import { signedInUser } from '../../server/auth/guards';
import type { Db } from '../../server/db/database';
import { inTransaction } from '../../server/db/transaction';
import { HttpError } from '../../server/http/httpError';
import { resourceNamePhrase } from '../../server/http/resourceName';
import { asHttpError } from './databaseErrors';
import { readRecords } from './readRecords';
import type { ResourceStore, StoredRecord, Values } from './resourceStore';
import { rowScopeSql, scopesSql, type ScopeContext } from './rowScopeSql';

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
