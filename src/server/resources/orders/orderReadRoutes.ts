import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderSchema } from '../../../../resources/orders';
import { formatOrderNumber } from '../../../../resources/orderStatuses';
import { API_PREFIX } from '../../../shared/apiPaths';
import { species, trophyTypes } from '../../db/schema';
import { errorAnswers, idParams } from '../../engine/routeSchemas';
import type { ResourceRoutesOptions } from '../../engine/serverResource';
import { signedInUser } from '../../auth/guards';
import { HttpError } from '../../http/httpError';
import { orderAccess } from './orderAccess';
import { orderNames } from './orderNames';
import { quotePdfRenderer } from './quotePdfRenderer';
import { QUOTE_TERMS, STUDIO_NAME } from './studio';

// docs/quote-pdf.md#one-at-a-time-per-user: a 200-line quote renders in a few seconds.
const QUOTE_PDF_RETRY_AFTER_SECONDS = '3';

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
  const pdfs = quotePdfRenderer();
  app.addHook('onClose', pdfs.close);

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
      const user = signedInUser(request);
      const order = await visibleOrder(app.db, user, request.params.id);
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
      const outcome = await pdfs.render(user.id, {
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
      if ('busy' in outcome) {
        reply.header('retry-after', QUOTE_PDF_RETRY_AFTER_SECONDS);
        throw outcome.busy === 'user'
          ? new HttpError(
              429,
              'Your previous PDF is still being made; please try again in a moment',
            )
          : new HttpError(503, 'The portal is busy making PDFs; please try again in a moment');
      }
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${formatOrderNumber(order.number)}.pdf"`)
        .send(outcome.bytes);
    },
  );
};
