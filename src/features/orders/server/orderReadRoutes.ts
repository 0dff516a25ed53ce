import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderSchema } from '../definition';
import { formatOrderNumber } from '../orderStatuses';
import { API_PREFIX } from '../../../shared/apiPaths';
import { binaryBody, routeSchema } from '../../../server/http/routeSchemas';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { signedInUser } from '../../../server/auth/caller';
import { orderAccess } from './orderAccess';
import { orderNames } from './orderNames';
import { orderPdfLines } from './orderPdfLines';
import { sendPdf } from './pdfReply';
import { studioLetterhead } from './studioLetterhead';

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
      const [lines, names, studio] = await Promise.all([
        orderPdfLines(app.db, order),
        orderNames(app.db, order),
        studioLetterhead(app.db, app.files.storage),
      ]);
      const input = {
        studio,
        number: order.number,
        date: new Date(order.updatedAt),
        ...names,
        currency: order.currency,
        lines,
        totals: order.totals,
        discountBp: order.discountBp,
        vatRateBp: order.vatRateBp,
        depositBp: order.depositBp,
        landedCosts: order.landedCosts,
        language: user.language,
      };
      return sendPdf(
        app,
        reply,
        user.id,
        { kind: 'quote', input },
        formatOrderNumber(order.number),
      );
    },
  );
};
