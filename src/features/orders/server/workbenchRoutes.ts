import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LINE_MOVING_STATUSES } from '../lineStages';
import { formatOrderNumber } from '../orderStatuses';
import { orderLines, orders } from '../table';
import {
  lineMovesAnswerSchema,
  lineMovesBodySchema,
  workbenchPageSchema,
  workbenchQuerySchema,
  type WorkbenchPage,
} from '../workbench';
import { species } from '../../species/table';
import { trophyTypes } from '../../trophy-types/table';
import { API_PREFIX } from '../../../shared/apiPaths';
import { signedInUser } from '../../../server/auth/caller';
import { routeSchema } from '../../../server/http/routeSchemas';
import { HttpError } from '../../../server/http/httpError';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { clientNameSql } from './orderNames';
import { moveLine } from './moveLine';
import { orderAccess } from './orderAccess';

/** A refusal of one line among many, naming its order (docs/line-stages.md#the-workbench). */
const ofOrder = (error: unknown, number: number) =>
  error instanceof HttpError
    ? new HttpError(
        error.statusCode,
        {
          key: 'errors.orders.oneOfMany',
          params: { number: formatOrderNumber(number), reason: error.text },
        },
        error.errors,
      )
    : error;

/**
 * docs/line-stages.md#the-workbench, staff's (the orders' `moveLines`): `GET /api/orders/workbench`
 * lists the lines at a stage (and step) of the orders whose lines move (Accepted on, not cancelled),
 * longest waiting first; `POST /api/orders/line-moves` moves the lines picked there, each by moveLine's rules, all or none.
 * @example await app.register(workbenchRoutes, { store, access });
 */
export const workbenchRoutes: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const { inTransaction, visibleOrder } = orderAccess(access);
  const list = `${API_PREFIX}/${store.definition.name}/workbench` as const;
  const moves = `${API_PREFIX}/${store.definition.name}/line-moves` as const;

  app.get(
    list,
    {
      config: { access: 'moveLines' },
      schema: routeSchema(store.definition, list, {
        summary: 'List the order lines at one stage (and production step), longest waiting first',
        querystring: workbenchQuerySchema,
        response: { 200: workbenchPageSchema },
      }),
    },
    async (request): Promise<WorkbenchPage> => {
      const { stage, productionStepId, offset, limit } = request.query;
      const where: SQL | undefined = and(
        eq(orderLines.stage, stage),
        productionStepId ? eq(orderLines.productionStepId, productionStepId) : undefined,
        // docs/order-workflow.md#line-stages: a draft's or a quote's lines wait at the farm until the
        // order is Accepted, and a cancelled order's never move: neither is work at any stage.
        inArray(orders.status, LINE_MOVING_STATUSES),
      );
      const rows = await app.db
        .select({
          lineId: orderLines.id,
          orderId: orders.id,
          orderNumber: orders.number,
          orderStatus: orders.status,
          clientName: clientNameSql(orders.clientId),
          species: species.commonName,
          trophyType: trophyTypes.name,
          quantity: orderLines.quantity,
          tagNumbers: orderLines.tagNumbers,
          productionStepId: orderLines.productionStepId,
          stageAt: orderLines.stageAt,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .innerJoin(species, eq(species.id, orderLines.speciesId))
        .innerJoin(trophyTypes, eq(trophyTypes.id, orderLines.trophyTypeId))
        .where(where)
        .orderBy(asc(orderLines.stageAt), asc(orderLines.id))
        .limit(limit)
        .offset(offset);
      const [total] = await app.db
        .select({ total: count() })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(where);
      return {
        rows: rows.map((row) => ({
          ...row,
          clientName: row.clientName ?? '',
          stageAt: row.stageAt.toISOString(),
        })),
        total: total?.total ?? 0,
      };
    },
  );

  app.post(
    moves,
    {
      config: { access: 'moveLines' },
      schema: routeSchema(store.definition, moves, {
        summary: 'Move several order lines, of any orders, to one stage or production step',
        body: lineMovesBodySchema,
        response: { 200: lineMovesAnswerSchema },
      }),
    },
    async (request) => {
      const user = signedInUser(request);
      const { lineIds, ...place } = request.body;
      const wanted = [...new Set(lineIds)];
      return inTransaction(async (tx) => {
        const found = await tx
          .select({ id: orderLines.id, orderId: orderLines.orderId })
          .from(orderLines)
          .where(inArray(orderLines.id, wanted));
        if (found.length !== wanted.length) {
          throw new HttpError(404, 'portal.lineStages.refusals.noSuchLine');
        }
        let moved = 0;
        for (const orderId of new Set(found.map((line) => line.orderId))) {
          const order = await visibleOrder(tx, user, orderId);
          for (const line of found.filter((one) => one.orderId === orderId)) {
            const wrote = await moveLine(tx, user, order, line.id, place).catch(
              (error: unknown) => {
                throw ofOrder(error, order.number);
              },
            );
            if (wrote) moved += 1;
          }
        }
        return { moved };
      });
    },
  );
};
