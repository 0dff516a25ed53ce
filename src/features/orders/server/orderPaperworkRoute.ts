import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderPaperworkSchema } from '../paperworkSchema';
import { API_PREFIX } from '../../../shared/apiPaths';
import { signedInUser } from '../../../server/auth/caller';
import { routeSchema } from '../../../server/http/routeSchemas';
import { requestLanguage } from '../../../server/http/requestLanguage';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { orderAccess } from './orderAccess';
import { paperworkOf } from './orderPaperworkFacts';

/**
 * `GET /api/orders/{id}/paperwork`: the order screen's checklist (docs/paperwork.md), for whoever
 * may read the order.
 * @example await app.register(orderPaperworkRoute, { store, access });
 */
export const orderPaperworkRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const { visibleOrder } = orderAccess(access);
  const path = `${API_PREFIX}/${store.definition.name}/:id/paperwork` as const;
  app.get(
    path,
    {
      config: { access: 'read' },
      schema: routeSchema(store.definition, path, {
        summary: "The order's export paperwork: present, missing, expiring, mismatched",
        response: { 200: orderPaperworkSchema },
      }),
    },
    async (request) => {
      const order = await visibleOrder(app.db, signedInUser(request), request.params.id);
      return paperworkOf(app.db, order, requestLanguage(request));
    },
  );
};
