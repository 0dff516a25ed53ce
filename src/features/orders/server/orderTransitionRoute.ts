import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderSchema, orderTransitionBodySchema } from '../definition';
import { API_PREFIX } from '../../../shared/apiPaths';
import { routeSchema } from '../../../server/http/routeSchemas';
import { expectVersion } from '../../../engine/server/optimisticLock';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { signedInUser } from '../../../server/auth/caller';
import { orderAccess } from './orderAccess';
import { expectExported } from './expectExported';
import { expectPaid } from './expectPaid';
import { expectPaperwork } from './expectPaperwork';
import { moveOrder } from './moveOrder';

/**
 * `POST /api/orders/{id}/transitions` `{ to, note, version }`: the workflow's move (403, 409 or 400
 * when refused), with its status history row in the same transaction; then the client's e-mail.
 * @example await app.register(orderTransitionRoute, { store, access });
 */
export const orderTransitionRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const { inTransaction, visibleOrder, actorFor } = orderAccess(access);
  const path = `${API_PREFIX}/${store.definition.name}/:id/transitions` as const;
  app.post(
    path,
    {
      // Whoever may read the order asks; the workflow decides whether this move is theirs.
      config: { access: 'read' },
      schema: routeSchema(store.definition, path, {
        summary: 'Move an order to another status',
        body: orderTransitionBodySchema,
        response: { 200: orderSchema },
      }),
    },
    async (request) => {
      const user = signedInUser(request);
      const { to, note, version } = request.body;
      return inTransaction(async (tx) => {
        const order = await visibleOrder(tx, user, request.params.id);
        const actor = await actorFor(tx, user, order.clientId);
        await moveOrder(request, tx, user, actor, order, to, note, {
          guard: async () => {
            if (to === 'readyForExport') {
              expectExported(order);
              await expectPaperwork(tx, order);
            }
            await expectPaid(tx, order, to, note, user.language);
            expectVersion(version, order.version);
          },
        });
        return visibleOrder(tx, user, order.id);
      });
    },
  );
};
