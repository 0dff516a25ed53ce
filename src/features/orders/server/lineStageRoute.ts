import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderSchema, type Order } from '../definition';
import { lineStageBodySchema, type LinePlace, type LineStageBody } from '../lineMoves';
import { LINE_STAGE_KEYS, stageFitsStatus } from '../lineStages';
import { ORDER_STATUS_KEYS } from '../orderStatuses';
import { orderLines, orderStatusChanges } from '../table';
import { API_PREFIX } from '../../../shared/apiPaths';
import { signedInUser } from '../../../server/auth/guards';
import { recordAudit } from '../../../server/db/auditTrail';
import { userNameNow } from '../../../server/db/personName';
import { routeSchema } from '../../../server/http/routeSchemas';
import { HttpError } from '../../../server/http/httpError';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { orderAccess } from './orderAccess';

type Line = Order['lines'][number];

/**
 * The step a move puts the line at (docs/line-stages.md#moving-a-line): in production, the one asked for
 * or the line's first, which must be one of the line's; at any other stage, none.
 */
function stepOfMove(line: Line, { stage, productionStepId }: LineStageBody): string | null {
  if (stage !== 'inProduction') {
    if (productionStepId === null) return null;
    throw new HttpError(400, 'portal.lineStages.refusals.stepOnlyInProduction', {
      productionStepId: 'portal.lineStages.refusals.stepOnlyInProduction',
    });
  }
  const stepId = productionStepId ?? line.productionSteps[0]?.id ?? null;
  if (stepId !== null && !line.productionSteps.some((step) => step.id === stepId)) {
    throw new HttpError(400, 'portal.lineStages.refusals.stepDoesNotApply', {
      productionStepId: 'portal.lineStages.refusals.stepDoesNotApply',
    });
  }
  return stepId;
}

/** Where a line is, as a history row keeps it: the step's names as they are now. */
const placeOf = (line: Line, stage: Line['stage'], stepId: string | null): LinePlace => {
  const step = line.productionSteps.find((one) => one.id === stepId);
  return { stage, step: step ? { name: step.name, nameFr: step.nameFr } : null };
};

/**
 * `PUT /api/orders/{id}/lines/{lineId}/stage` `{ stage, productionStepId }`: staff move one trophy
 * to a stage (and production step) that fits the order's status (docs/line-stages.md#moving-a-line); the
 * line, a history row and an audit row in one transaction. The same place again answers the order
 * unchanged.
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
      const { stage } = request.body;
      return inTransaction(async (tx) => {
        const order = await visibleOrder(tx, user, request.params.id);
        const line = order.lines.find((one) => one.id === request.params.lineId);
        if (!line) throw new HttpError(404, 'portal.lineStages.refusals.noSuchLine');
        if (!stageFitsStatus(stage, order.status)) {
          throw new HttpError(409, {
            key: 'portal.lineStages.refusals.stageDoesNotFit',
            params: {
              stage: { key: LINE_STAGE_KEYS[stage] },
              status: { key: ORDER_STATUS_KEYS[order.status] },
            },
          });
        }
        const stepId = stepOfMove(line, request.body);
        if (line.stage === stage && line.productionStepId === stepId) return order;
        await tx
          .update(orderLines)
          .set({ stage, productionStepId: stepId, stageAt: sql`now()` })
          .where(and(eq(orderLines.id, line.id), eq(orderLines.orderId, order.id)));
        const position = order.lines.indexOf(line) + 1;
        const lineMove = {
          lineId: line.id,
          position,
          from: placeOf(line, line.stage, line.productionStepId),
          to: placeOf(line, stage, stepId),
        };
        await tx.insert(orderStatusChanges).values({
          orderId: order.id,
          fromStatus: order.status,
          toStatus: order.status,
          byUserId: user.id,
          byName: await userNameNow(tx, user.id),
          lineMove,
        });
        await recordAudit(tx, {
          userId: user.id,
          resource: store.definition.name,
          recordId: order.id,
          before: { lineId: line.id, stage: line.stage, productionStepId: line.productionStepId },
          after: { lineId: line.id, stage, productionStepId: stepId },
        });
        return visibleOrder(tx, user, order.id);
      });
    },
  );
};
