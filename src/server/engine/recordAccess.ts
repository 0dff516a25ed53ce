import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { canAccess, rowScopesFor, type Action } from '../../../resources/engine/access';
import type { SessionUser } from '../auth/currentUser';
import { signedInUser } from '../auth/guards';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import { asHttpError } from './databaseErrors';
import { readRecords } from './readRecords';
import type { ResourceStore, StoredRecord } from './resourceStore';
import { scopesSql, type ScopeContext } from './rowScopeSql';

/**
 * The access checks of one store's routes (DESIGN "Roles": the server enforces the policy on every
 * call and every row) and its transaction wrapper.
 * @example const { allowed, visible } = recordAccess(app, speciesStore, storeOf);
 */
export function recordAccess(
  app: FastifyInstance,
  store: ResourceStore,
  storeOf: (name: string) => ResourceStore | undefined,
) {
  const { definition } = store;
  /** 401 unless signed in, 403 unless a role of the user may do `action` at all. */
  const allowed = (request: FastifyRequest, action: Action): SessionUser => {
    const user = signedInUser(request);
    if (!canAccess(user.roles, definition.access, action)) {
      throw new HttpError(403, 'You are not allowed to do this');
    }
    return user;
  };
  const scope = (db: Db, user: SessionUser, action: Exclude<Action, 'create'>) => {
    const context: ScopeContext = { db, userId: user.id, storeOf };
    return scopesSql(context, store, rowScopesFor(user.roles, definition.access, action));
  };
  /** The record if the user may read it; 404 for rows they may not know exist. */
  const visible = async (db: Db, user: SessionUser, id: string): Promise<StoredRecord> => {
    const valid = z.uuid().safeParse(id).success;
    const [record] = valid
      ? await readRecords(db, store, {
          where: and(eq(store.table.id, id), scope(db, user, 'read')),
        })
      : [];
    if (!record) throw new HttpError(404, `No such ${definition.label.one.toLowerCase()}`);
    return record;
  };
  /** For update and delete: the record, 404 if unseen, 403 if seen but not theirs to change. */
  const writable = async (db: Db, user: SessionUser, id: string, action: 'update' | 'delete') => {
    const record = await visible(db, user, id);
    const [mine] = await db
      .select({ id: store.table.id })
      .from(store.table)
      .where(and(eq(store.table.id, id), scope(db, user, action)));
    if (!mine) throw new HttpError(403, 'You are not allowed to change this record');
    return record;
  };
  const inTransaction = async <T>(work: (tx: Db) => Promise<T>): Promise<T> => {
    try {
      return await app.db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      throw asHttpError(error, store.uniqueMessages);
    }
  };
  return { allowed, scope, visible, writable, inTransaction };
}
