import { inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderSchema } from '../definition';
import { formatOrderNumber } from '../orderStatuses';
import { API_PREFIX } from '../../../shared/apiPaths';
import { species } from '../../species/table';
import { trophyTypes } from '../../trophy-types/table';
import { binaryBody, routeSchema } from '../../../server/http/routeSchemas';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { signedInUser } from '../../../server/auth/guards';
import { HttpError } from '../../../server/http/httpError';
import { orderAccess } from './orderAccess';
import { orderNames } from './orderNames';
import { quotePdfRenderer } from './quotePdfRenderer';
import { quoteLetterhead } from './quoteLetterhead';

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
  const { definition } = store;
  const one = `${API_PREFIX}/${definition.name}/:id` as const;
  const pdf = `${one}/quote.pdf` as const;
  const pdfs = quotePdfRenderer();
  app.workerPools.set('quote_pdf', pdfs.stats);
  app.addHook('onClose', pdfs.close);

  app.get(
    one,
    {
      config: { access: 'read' },
      schema: routeSchema(definition, one, {
        summary: 'Read one order',
        response: { 200: orderSchema },
      }),
    },
    async (request) => visibleOrder(app.db, signedInUser(request), request.params.id),
  );

  app.get(
    pdf,
    {
      config: { access: 'read' },
      schema: routeSchema(definition, pdf, {
        summary: 'The quote as a PDF',
        response: { 200: binaryBody.describe('The quote, as application/pdf') },
      }),
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const order = await visibleOrder(app.db, user, request.params.id);
      const speciesIds = order.lines.map((line) => line.speciesId);
      const typeIds = order.lines.map((line) => line.trophyTypeId);
      const [speciesRows, typeRows, names, studio] = await Promise.all([
        speciesIds.length
          ? app.db.select().from(species).where(inArray(species.id, speciesIds))
          : [],
        typeIds.length
          ? app.db.select().from(trophyTypes).where(inArray(trophyTypes.id, typeIds))
          : [],
        orderNames(app.db, order),
        quoteLetterhead(app.db, app.files.storage),
      ]);
      const outcome = await pdfs.render(user.id, {
        studio,
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
        language: user.language,
      });
      if ('busy' in outcome) {
        reply.header('retry-after', QUOTE_PDF_RETRY_AFTER_SECONDS);
        throw outcome.busy === 'user'
          ? new HttpError(429, 'errors.orders.pdfBusyUser')
          : new HttpError(503, 'errors.orders.pdfBusyServer');
      }
      return sendPdf(reply, formatOrderNumber(order.number), outcome.bytes);
    },
  );
};

/** The PDF's bytes as they are: the route's 200 schema only describes them (it is not JSON). */
const sendPdf = (reply: FastifyReply, name: string, bytes: Buffer) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${name}.pdf"`)
    .send(bytes);
