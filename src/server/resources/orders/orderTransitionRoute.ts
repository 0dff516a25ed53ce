import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderSchema, orderTransitionBodySchema } from '../../../../resources/orders';
import { API_PREFIX } from '../../../shared/apiPaths';
import { decideTransition } from '../../../shared/orderWorkflow';
import { orders, orderStatusChanges } from '../../db/schema';
import { errorAnswers, idParams } from '../../engine/routeSchemas';
import { expectVersion, updateAtVersion } from '../../engine/optimisticLock';
import { userNameNowSql } from '../../engine/personName';
import type { ResourceRoutesOptions } from '../../engine/serverResource';
import { signedInUser } from '../../auth/guards';
import { HttpError } from '../../http/httpError';
import { orderAccess } from './orderAccess';
import { mailClientAbout } from './orderMail';
import { expectPaperwork } from './expectPaperwork';

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
  app.post(
    `${API_PREFIX}/${store.definition.name}/:id/transitions`,
    {
      // Whoever may read the order asks; the workflow decides whether this move is theirs.
      config: { access: 'read' },
      schema: {
        tags: [store.definition.label.many],
        summary: 'Move an order to another status',
        params: idParams,
        body: orderTransitionBodySchema,
        response: { 200: orderSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { to, note, version } = request.body;
      const moved = await inTransaction(async (tx) => {
        const order = await visibleOrder(tx, user, request.params.id);
        const actor = await actorFor(tx, user, order.clientId);
        const verdict = decideTransition(actor, order, to, note);
        if (!verdict.allowed) {
          const fields = verdict.httpStatus === 400 ? { note: verdict.reason } : undefined;
          throw new HttpError(verdict.httpStatus, verdict.reason, fields);
        }
        if (to === 'readyForExport') await expectPaperwork(tx, order);
        expectVersion(version, order.version);
        await updateAtVersion(tx, orders, order.id, order.version, { status: to });
        await tx.insert(orderStatusChanges).values({
          orderId: order.id,
          fromStatus: order.status,
          toStatus: to,
          note,
          byUserId: user.id,
          byName: userNameNowSql(user.id),
        });
        const result = await visibleOrder(tx, user, order.id);
        await mailClientAbout(request, tx, result, note);
        return result;
      });
      return moved;
    },
  );
};
