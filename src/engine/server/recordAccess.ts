import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { canAccess, rowScopesFor, type Action } from '../access';
import type { SessionUser } from '../../server/auth/currentUser';
import { signedInUser } from '../../server/auth/guards';
import type { Db } from '../../server/db/database';
import { HttpError } from '../../server/http/httpError';
import { asHttpError } from './databaseErrors';
import { readRecords } from './readRecords';
import type { ResourceStore, StoredRecord, Values } from './resourceStore';
import { scopesSql, type ScopeContext } from './rowScopeSql';

import type { CustomAction } from './routeAccess';
import { inTransaction } from '../../server/db/transaction';
import { expectLinksReadable } from './linkedRecords';
import { resourceNamePhrase } from '../../server/http/resourceName';

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
  /** docs/roles-and-access.md#links: what a write links to is a record the user may read (linkedRecords). */
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
