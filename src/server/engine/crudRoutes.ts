import { and, count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../shared/apiPaths';
import { recordAccess } from './recordAccess';
import { registerWrites } from './crudWrites';
import { errorAnswers, idParams } from './routeSchemas';
import { filterSql } from './filterSql';
import { listQuerySchema, MAX_PAGE, parseListQuery } from './listQuery';
import { readRecords } from './readRecords';
import type { ResourceStore } from './resourceStore';

export interface CrudRoutesOptions {
  stores: readonly ResourceStore[];
  /** Any store by resource name (orders too), for row scopes that refer to another resource. */
  storeOf: (name: string) => ResourceStore | undefined;
}

/**
 * Registers the ra-data-simple-rest routes of every store (DESIGN "API conventions"), checking the
 * definition's access policy on every call and every row, and auditing every write.
 * @example await app.register(crudRoutes, { stores: storeList, storeOf });
 */
export const crudRoutes: FastifyPluginAsyncZod<CrudRoutesOptions> = async (
  app,
  { stores, storeOf },
) => {
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

  const access = recordAccess(app, store, storeOf);
  const { allowed, scope, visible } = access;

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

  registerWrites(app, store, access);
}
