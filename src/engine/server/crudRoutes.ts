import type { FastifyInstance } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../shared/apiPaths';
import { recordAccess, routeAccess } from './recordAccess';
import { signedInUser } from '../../server/auth/caller';
import { registerWrites } from './crudWrites';
import { fileHolding } from './fileHolding';
import { routeSchema } from '../../server/http/routeSchemas';
import { listPage, listQuerySchema, MAX_PAGE, parseListQuery } from './list';
import type { ResourceStore } from './resourceStore';
import type {
  CrudRoute,
  RecordAccess,
  ResourceRoutesOptions,
  ServerResource,
} from './serverResource';
import { resourceName } from '../../server/http/resourceName';

export interface CrudRoutesOptions {
  resources: readonly ServerResource[];
  /** Any store by resource name, for row scopes that refer to another resource. */
  storeOf: (name: string) => ResourceStore | undefined;
  /** Routes of another part of the server served in a resource's scope, under its access policy. */
  routesUnder?: readonly RoutesUnder[];
}

/**
 * A plugin whose routes a resource's access policy guards, though it is no part of that resource:
 * the dashboards count orders under the orders' policy (docs/dashboards.md#who-sees-what). Given
 * by app.ts, so the resource need not know it.
 */
export interface RoutesUnder {
  resource: string;
  routes: FastifyPluginAsyncZod<ResourceRoutesOptions>;
}

/**
 * Registers every resource's routes: the ra-data-simple-rest ones it takes from the engine (docs/api.md),
 * then its own, all with the definition's access checks on every call and every row, and an audit
 * row for every generic write.
 * @example await app.register(crudRoutes, { resources: serverResources, storeOf });
 */
export const crudRoutes: FastifyPluginAsyncZod<CrudRoutesOptions> = async (
  app,
  { resources, storeOf, routesUnder = [] },
) => {
  for (const { store, crud, routes } of resources) {
    // Each resource in a scope of its own, whose routes all pass its access check.
    await app.register(async (scope) => {
      const access = recordAccess(scope, store, storeOf);
      routeAccess(scope, access.check);
      const holding = fileHolding(store);
      if (holding) scope.files.holders.add(holding.holder(access));
      registerReads(scope, store, access, crud);
      registerWrites(scope, store, access, crud, holding);
      if (routes) await scope.register(routes, { store, access });
      for (const under of routesUnder.filter(({ resource }) => resource === store.definition.name))
        await scope.register(under.routes, { store, access });
    });
  }
};

/**
 * A route's answer as JSON, without checking it against its response schema again. For lists whose
 * rows the server builds field by field from the schema itself (docs/api.md#answers-built-from-the-schema): checking each
 * row with zod on every answer was a sixth of the list's CPU, and the schema still describes the
 * answer in OpenAPI. `tests/api/resources/listAnswers.test.ts` holds every list's answer to what the
 * schema would send.
 */
const builtRowsSerializer: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);

function registerReads(
  app: FastifyInstance,
  store: ResourceStore,
  access: RecordAccess,
  crud: readonly CrudRoute[],
): void {
  const { definition } = store;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const base = `${API_PREFIX}/${definition.name}`;
  const one = `${base}/:id` as const;
  const { scope, visible } = access;

  if (crud.includes('list'))
    route.get(
      base,
      {
        config: { access: 'list' },
        schema: routeSchema(definition, base, {
          summary: `List ${resourceName(definition, 'many').toLowerCase()}`,
          querystring: listQuerySchema,
          response: { 200: z.array(definition.list.row ?? definition.record) },
        }),
        // readPage builds each row from the schema (docs/api.md#answers-built-from-the-schema).
        serializerCompiler: builtRowsSerializer,
      },
      async (request, reply) => {
        const user = signedInUser(request);
        const query = parseListQuery(definition, request.query);
        const limit = request.query.range ? query.range.end - query.range.start + 1 : MAX_PAGE;
        const { rows, contentRange } = await listPage(app.db, store, {
          reader: user,
          scope: scope(app.db, user, 'list'),
          query,
          limit,
        });
        reply.header('Content-Range', contentRange);
        return rows;
      },
    );

  if (crud.includes('read'))
    route.get(
      one,
      {
        config: { access: 'read' },
        schema: routeSchema(definition, one, {
          summary: `Read one ${resourceName(definition, 'one').toLowerCase()}`,
          response: { 200: definition.record },
        }),
      },
      async (request) => visible(app.db, signedInUser(request), request.params.id),
    );
}
