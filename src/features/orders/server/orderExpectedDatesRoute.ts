import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderSchema } from '../definition';
import {
  expectedDateChanges,
  orderExpectedDatesBodySchema,
  reasonRequired,
} from '../expectedDates';
import { orders, orderStatusChanges } from '../table';
import { API_PREFIX } from '../../../shared/apiPaths';
import { signedInUser } from '../../../server/auth/caller';
import { recordAudit } from '../../../server/db/queries';
import { userNameNow } from '../../../server/db/personName';
import { routeSchema } from '../../../server/http/routeSchemas';
import { HttpError } from '../../../server/http/httpError';
import { expectVersion, updateAtVersion } from '../../../engine/server/optimisticLock';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { mailExpectedDates } from './expectedDatesMail';
import { orderAccess } from './orderAccess';

/**
 * `PUT /api/orders/{id}/expected-dates` `{ expectedReadyOn, expectedShippingOn, reason, version }`:
 * staff set the days the hunter is told (docs/order-workflow.md#expected-dates). A day already set
 * moves only with a reason; the order, its history row, its audit row and the client's e-mail are
 * one transaction. Days as they are answer the order unchanged.
 * @example await app.register(orderExpectedDatesRoute, { store, access });
 */
export const orderExpectedDatesRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const { inTransaction, visibleOrder } = orderAccess(access);
  const path = `${API_PREFIX}/${store.definition.name}/:id/expected-dates` as const;
  app.put(
    path,
    {
      config: { access: 'setExpectedDates' },
      schema: routeSchema(store.definition, path, {
        summary: "Set an order's expected ready and shipping days, telling the client why",
        body: orderExpectedDatesBodySchema,
        response: { 200: orderSchema },
      }),
    },
    async (request) => {
      const user = signedInUser(request);
      const { expectedReadyOn, expectedShippingOn, reason, version } = request.body;
      const after = { expectedReadyOn, expectedShippingOn };
      return inTransaction(async (tx) => {
        const order = await visibleOrder(tx, user, request.params.id);
        expectVersion(version, order.version);
        const before = {
          expectedReadyOn: order.expectedReadyOn,
          expectedShippingOn: order.expectedShippingOn,
        };
        const changes = expectedDateChanges(before, after);
        if (changes.length === 0) return order;
        if (reasonRequired(changes) && !reason) {
          throw new HttpError(400, 'portal.validation.tellTheClientWhy', {
            reason: 'portal.validation.tellTheClientWhy',
          });
        }
        await updateAtVersion(tx, orders, order.id, order.version, after);
        await tx.insert(orderStatusChanges).values({
          orderId: order.id,
          fromStatus: order.status,
          toStatus: order.status,
          note: reason,
          byUserId: user.id,
          byName: await userNameNow(tx, user.id),
          expectedDates: after,
        });
        await recordAudit(tx, {
          userId: user.id,
          resource: store.definition.name,
          recordId: order.id,
          before,
          after,
        });
        await mailExpectedDates(request, tx, order, changes, reason);
        return visibleOrder(tx, user, order.id);
      });
    },
  );
};
