import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '../definition';
import { messageReadMarks } from '../table';
import { orders } from '../../orders/table';
import { API_PREFIX } from '../../../shared/apiPaths';
import { signedInUser } from '../../../server/auth/caller';
import { routeSchema } from '../../../server/http/routeSchemas';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';

const readMarkSchema = z.object({
  orderId: z.uuid(),
  readAt: z.iso.datetime({ offset: true }),
});

/**
 * `PUT /api/orders/{id}/read-mark`: the signed-in user opened the order's thread; its messages so
 * far are read (docs/messages.md#unread). Served in the orders' scope (app.ts's `routesUnder`), so
 * the order must be one they read (404 otherwise) under the orders' own policy.
 * @example routesUnder: [{ resource: 'orders', routes: readMarkRoute }]
 */
export const readMarkRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const path = `${API_PREFIX}/${store.definition.name}/:id/read-mark` as const;
  app.put(
    path,
    {
      config: { access: 'read' },
      schema: routeSchema(messages, path, {
        summary: "Mark an order's messages read for the signed-in user",
        response: { 200: readMarkSchema },
      }),
    },
    async (request) => {
      const user = signedInUser(request);
      const orderId = await access.visibleAs(app.db, user, request.params.id, async (where) => {
        const [order] = await app.db.select({ id: orders.id }).from(orders).where(where);
        return order?.id;
      });
      const [mark] = await app.db
        .insert(messageReadMarks)
        // The database's clock, the one that dated the messages.
        .values({ userId: user.id, orderId, readAt: sql`now()` })
        .onConflictDoUpdate({
          target: [messageReadMarks.userId, messageReadMarks.orderId],
          set: { readAt: sql`now()` },
        })
        .returning();
      return { orderId: mark!.orderId, readAt: mark!.readAt.toISOString() };
    },
  );
};
