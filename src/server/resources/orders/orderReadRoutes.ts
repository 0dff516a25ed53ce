import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderSchema } from '../../../../resources/orders';
import { formatOrderNumber } from '../../../../resources/orderStatuses';
import { API_PREFIX } from '../../../shared/apiPaths';
import { species, trophyTypes } from '../../db/schema';
import { errorAnswers, idParams } from '../../engine/routeSchemas';
import type { ResourceRoutesOptions } from '../../engine/serverResource';
import { signedInUser } from '../../auth/guards';
import { orderAccess } from './orderAccess';
import { orderNames } from './orderNames';
import { quotePdf } from './quotePdf';
import { QUOTE_TERMS, STUDIO_NAME } from './studio';

/**
 * `GET /api/orders/{id}` (lines, totals, history) and `GET /api/orders/{id}/quote.pdf`, for whoever
 * may read the order.
 * @example await app.register(orderReadRoutes, { store, access });
 */
export const orderReadRoutes: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const { visibleOrder } = orderAccess(access);
  const base = `${API_PREFIX}/${store.definition.name}`;
  const tags = [store.definition.label.many];

  app.get(
    `${base}/:id`,
    {
      config: { access: 'read' },
      schema: {
        tags,
        summary: 'Read one order',
        params: idParams,
        response: { 200: orderSchema, ...errorAnswers },
      },
    },
    async (request) => visibleOrder(app.db, signedInUser(request), request.params.id),
  );

  app.get(
    `${base}/:id/quote.pdf`,
    {
      config: { access: 'read' },
      schema: { tags, summary: 'The quote as a PDF', params: idParams },
    },
    async (request, reply) => {
      const order = await visibleOrder(app.db, signedInUser(request), request.params.id);
      const speciesIds = order.lines.map((line) => line.speciesId);
      const typeIds = order.lines.map((line) => line.trophyTypeId);
      const [speciesRows, typeRows, names] = await Promise.all([
        speciesIds.length
          ? app.db.select().from(species).where(inArray(species.id, speciesIds))
          : [],
        typeIds.length
          ? app.db.select().from(trophyTypes).where(inArray(trophyTypes.id, typeIds))
          : [],
        orderNames(app.db, order),
      ]);
      const bytes = await quotePdf({
        studioName: STUDIO_NAME,
        number: order.number,
        date: new Date(order.updatedAt),
        ...names,
        currency: order.currency,
        lines: order.lines.map((line) => ({
          ...line,
          speciesName: speciesRows.find((one) => one.id === line.speciesId)?.commonName ?? '',
          trophyTypeName: typeRows.find((one) => one.id === line.trophyTypeId)?.name ?? '',
        })),
        totals: order.totals,
        discountBp: order.discountBp,
        vatRateBp: order.vatRateBp,
        depositBp: order.depositBp,
        terms: QUOTE_TERMS,
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${formatOrderNumber(order.number)}.pdf"`)
        .send(bytes);
    },
  );
};
