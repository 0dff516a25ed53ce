import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canAccess, rowScopesFor, type Action } from '../../../resources/engine/access';
import { API_PREFIX } from '../../shared/apiPaths';
import type { SessionUser } from '../auth/currentUser';
import { signedInUser } from '../auth/guards';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import { recordAudit } from './auditTrail';
import { asHttpError } from './databaseErrors';
import { filterSql } from './filterSql';
import { listQuerySchema, MAX_PAGE, parseListQuery } from './listQuery';
import { readRecords } from './readRecords';
import type { ResourceStore, StoredRecord, Values } from './resourceStore';
import { scopesSql, type ScopeContext } from './rowScopeSql';
import { insertRecord, updateRecord } from './writeRecords';

export interface CrudRoutesOptions {
  stores: readonly ResourceStore[];
}

const idParams = z.object({ id: z.string().max(100) });
const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
const errorAnswers = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
};

/**
 * Registers the ra-data-simple-rest routes of every store (DESIGN "API conventions"), checking the
 * definition's access policy on every call and every row, and auditing every write.
 * @example await app.register(crudRoutes, { stores: storeList });
 */
export const crudRoutes: FastifyPluginAsyncZod<CrudRoutesOptions> = async (app, { stores }) => {
  const storeOf = (name: string) => stores.find((store) => store.definition.name === name);
  for (const store of stores) registerStore(app, store, storeOf);
};

function registerStore(
  app: FastifyInstance,
  store: ResourceStore,
  storeOf: (name: string) => ResourceStore | undefined,
): void {
  const { definition } = store;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const base = `${API_PREFIX}/${definition.name}`;
  const tags = [definition.label.many];

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

  route.get(
    base,
    {
      schema: {
        tags,
        summary: `List ${definition.label.many.toLowerCase()}`,
        querystring: listQuerySchema,
        response: { 200: z.array(definition.record), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const user = allowed(request, 'list');
      const query = parseListQuery(definition, request.query);
      const where = and(scope(app.db, user, 'list'), filterSql(app.db, store, query.filter));
      const [{ total } = { total: 0 }] = await app.db
        .select({ total: count() })
        .from(store.table)
        .where(and(store.where, where));
      const limit = request.query.range ? query.range.end - query.range.start + 1 : MAX_PAGE;
      const rows = await readRecords(app.db, store, {
        where,
        sort: query.sort,
        offset: query.range.start,
        limit,
      });
      const last = query.range.start + Math.max(rows.length - 1, 0);
      reply.header('Content-Range', `${definition.name} ${query.range.start}-${last}/${total}`);
      return rows;
    },
  );

  route.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `Read one ${definition.label.one.toLowerCase()}`,
        params: idParams,
        response: { 200: definition.record, ...errorAnswers },
      },
    },
    async (request) => visible(app.db, allowed(request, 'read'), request.params.id),
  );

  {
    route.post(
      base,
      {
        schema: {
          tags,
          summary: `Create a ${definition.label.one.toLowerCase()}`,
          body: definition.create,
          response: { 201: definition.record, ...errorAnswers },
        },
      },
      async (request, reply) => {
        const user = allowed(request, 'create');
        const record = await inTransaction(async (tx) => {
          const context = { tx, user, app };
          const body = store.hooks?.prepare
            ? await store.hooks.prepare(context, request.body as Values, null)
            : (request.body as Values);
          const id = await insertRecord(context, store, body);
          const [created] = await readRecords(tx, store, { where: eq(store.table.id, id) });
          await recordAudit(tx, {
            userId: user.id,
            resource: definition.name,
            recordId: id,
            before: null,
            after: created!,
          });
          await store.hooks?.afterCreate?.(context, created!);
          return created!;
        });
        return reply.code(201).send(record);
      },
    );
  }

  {
    route.put(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Change a ${definition.label.one.toLowerCase()}; a stale version answers 409`,
          params: idParams,
          body: definition.update,
          response: { 200: definition.record, ...errorAnswers },
        },
      },
      async (request) => {
        const user = allowed(request, 'update');
        const id = request.params.id;
        return inTransaction(async (tx) => {
          const before = await writable(tx, user, id, 'update');
          const context = { tx, user, app };
          const body = store.hooks?.prepare
            ? await store.hooks.prepare(context, request.body as Values, before)
            : (request.body as Values);
          if (body.version !== before.version) {
            throw new HttpError(
              409,
              'This record was changed by someone else; reload it and apply your change again',
            );
          }
          await updateRecord(context, store, id, body, before);
          const [after] = await readRecords(tx, store, { where: eq(store.table.id, id) });
          await recordAudit(tx, {
            userId: user.id,
            resource: definition.name,
            recordId: id,
            before,
            after: after!,
          });
          return after!;
        });
      },
    );
  }

  {
    route.delete(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Delete a ${definition.label.one.toLowerCase()}`,
          params: idParams,
          response: { 200: definition.record, ...errorAnswers },
        },
      },
      async (request) => {
        const user = allowed(request, 'delete');
        const id = request.params.id;
        return inTransaction(async (tx) => {
          const before = await writable(tx, user, id, 'delete');
          await tx.delete(store.table).where(eq(store.table.id, id));
          await recordAudit(tx, {
            userId: user.id,
            resource: definition.name,
            recordId: id,
            before,
            after: null,
          });
          return before;
        });
      },
    );
  }
}
