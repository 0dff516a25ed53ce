import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unreadAnswerSchema } from '../definition';
import { API_PREFIX } from '../../../shared/apiPaths';
import { signedInUser } from '../../../server/auth/caller';
import { routeSchema } from '../../../server/http/routeSchemas';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { unreadIn } from './unreadCounts';

/**
 * `GET /api/messages/unread`: the signed-in user's unread messages on the orders they read, per
 * order and in all, for the header's badge (docs/messages.md#unread). Their messages' row scope
 * decides what counts, so an internal note never counts for the client side.
 * @example await app.register(unreadRoute, { store, access });
 */
export const unreadRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const path = `${API_PREFIX}/${store.definition.name}/unread` as const;
  app.get(
    path,
    {
      config: { access: 'list' },
      schema: routeSchema(store.definition, path, {
        summary: "The signed-in user's unread messages per order, and their total",
        response: { 200: unreadAnswerSchema },
      }),
    },
    async (request) => {
      const user = signedInUser(request);
      const unread = await unreadIn(app.db, user, access.scope(app.db, user, 'list'));
      let total = 0;
      for (const count of unread.values()) total += count;
      return { total, orders: Object.fromEntries(unread) };
    },
  );
};
