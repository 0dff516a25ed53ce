import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderListFilterSchema,
  orderListRowSchema,
  ordersResource,
  type OrderListRow,
} from '../../../resources/orders';
import type { OrderStatus } from '../../../resources/orderStatuses';
import { API_PREFIX } from '../../shared/apiPaths';
import { listQuerySchema, parseJson, parseListQuery } from '../engine/listQuery';
import { errorAnswers } from '../engine/routeSchemas';
import { HttpError } from '../http/httpError';
import { orderAccess } from './orderAccess';
import { ORDER_COUNT_CAP, orderCountQuery, orderPageQuery } from './orderListQuery';
import { orderNames } from './orderNames';
import { orderSources } from './orderSources';

interface PageRow {
  id: string;
  number: number;
  status: OrderStatus;
  client_id: string;
  outfitter_id: string | null;
  ph_id: string | null;
  currency: string;
  total_minor: number | string;
  has_price_on_request: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * `GET /api/orders` (ra-data-simple-rest): the access policy's rows, newest first, a page of the
 * core's page query and a capped total (README "The list at scale").
 * @example await app.register(orderListRoute);
 */
export const orderListRoute: FastifyPluginAsyncZod = async (app) => {
  const { allowed, scope } = orderAccess(app);
  app.get(
    `${API_PREFIX}/${ordersResource.name}`,
    {
      schema: {
        tags: [ordersResource.label.many],
        summary: 'List orders, newest first, with a total capped at 10,000',
        querystring: listQuerySchema,
        response: { 200: z.array(orderListRowSchema), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const user = allowed(request, 'list');
      const { sort, range } = parseListQuery(ordersResource, {
        ...request.query,
        filter: undefined,
      });
      if (sort.order !== 'DESC') {
        throw new HttpError(400, 'Orders are listed newest first', { sort: 'Only newest first' });
      }
      if (range.start >= ORDER_COUNT_CAP) {
        throw new HttpError(400, `Narrow the list to page past ${ORDER_COUNT_CAP} orders`, {
          range: `Start below ${ORDER_COUNT_CAP}`,
        });
      }
      const filter =
        parseJson(request.query.filter, orderListFilterSchema.strict(), 'filter') ?? {};
      const page = {
        scope: { kind: 'where' as const, condition: scope(app.db, user, 'list') },
        filter,
        offset: range.start,
        limit: range.end - range.start + 1,
      };
      const [found, counted] = await Promise.all([
        app.db.execute(orderPageQuery(page, orderSources)),
        app.db.execute(orderCountQuery(page, orderSources)),
      ]);
      const rows = (found as unknown as { rows: PageRow[] }).rows;
      const [{ total } = { total: 0 }] = (counted as unknown as { rows: { total: number }[] }).rows;
      const names = await orderNames(
        app.db,
        rows.map((row) => row.client_id),
        rows.flatMap((row) => (row.outfitter_id ? [row.outfitter_id] : [])),
      );
      const last = range.start + Math.max(rows.length - 1, 0);
      reply.header(
        'Content-Range',
        `${ordersResource.name} ${range.start}-${last}/${Math.min(total, ORDER_COUNT_CAP)}`,
      );
      return rows.map((row): OrderListRow => ({
        id: row.id,
        number: row.number,
        status: row.status,
        clientId: row.client_id,
        clientName: names.get(row.client_id) ?? '',
        outfitterId: row.outfitter_id,
        outfitterName: row.outfitter_id ? (names.get(row.outfitter_id) ?? '') : null,
        phId: row.ph_id,
        currency: row.currency,
        totalMinor: Number(row.total_minor),
        hasPriceOnRequest: row.has_price_on_request,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
      }));
    },
  );
};
