import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderSchema } from '../definition';
import { lineStageBodySchema } from '../lineMoves';
import { API_PREFIX } from '../../../shared/apiPaths';
import { signedInUser } from '../../../server/auth/caller';
import { routeSchema } from '../../../server/http/routeSchemas';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { moveLine } from './moveLine';
import { orderAccess } from './orderAccess';

/**
 * `PUT /api/orders/{id}/lines/{lineId}/stage` `{ stage, productionStepId }`: staff move one trophy
 * to a stage (and production step) that fits the order's status (docs/line-stages.md#moving-a-line),
 * in one transaction; the answer is the order as the mover now sees it.
 * @example await app.register(lineStageRoute, { store, access });
 */
export const lineStageRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const { inTransaction, visibleOrder } = orderAccess(access);
  const path = `${API_PREFIX}/${store.definition.name}/:id/lines/:lineId/stage` as const;
  app.put(
    path,
    {
      config: { access: 'moveLines' },
      schema: routeSchema(store.definition, path, {
        summary: 'Move an order line (a trophy) to another stage or production step',
        params: z.object({ id: z.string().max(100), lineId: z.string().max(100) }),
        body: lineStageBodySchema,
        response: { 200: orderSchema },
      }),
    },
    async (request) => {
      const user = signedInUser(request);
      return inTransaction(async (tx) => {
        const order = await visibleOrder(tx, user, request.params.id);
        await moveLine(tx, user, order, request.params.lineId, request.body);
        return visibleOrder(tx, user, order.id);
      });
    },
  );
};
