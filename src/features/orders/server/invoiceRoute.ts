import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../../shared/apiPaths';
import { orderBalance } from '../../../shared/orderBalance';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { signedInUser } from '../../../server/auth/caller';
import { HttpError } from '../../../server/http/httpError';
import { binaryBody, routeSchema } from '../../../server/http/routeSchemas';
import { paymentsOfOrders } from '../../payments/server/public';
import { studioLetterhead } from './studioLetterhead';
import { formatInvoiceNumber, hasInvoice } from '../invoiceNumbers';
import { formatOrderNumber, ORDER_STATUS_KEYS } from '../orderStatuses';
import { invoiceNumberOf } from './invoiceNumber';
import { orderAccess } from './orderAccess';
import { orderNames } from './orderNames';
import { orderPdfLines } from './orderPdfLines';
import { pdfClient } from './pdfClient';
import { sendPdf } from './pdfReply';

/**
 * `GET /api/orders/{id}/invoice.pdf` (docs/invoices.md#the-invoice): an accepted order's invoice for
 * whoever may read the order; its number is given on the first call and kept.
 * @example await app.register(invoiceRoute, { store, access });
 */
export const invoiceRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const { visibleOrder } = orderAccess(access);
  const { definition } = store;
  const path = `${API_PREFIX}/${definition.name}/:id/invoice.pdf` as const;

  app.get(
    path,
    {
      config: { access: 'read' },
      schema: routeSchema(definition, path, {
        summary: 'The invoice of an accepted order, as a PDF',
        description:
          'For whoever may read the order. 409 for an order not accepted (draft, quote, declined, cancelled).',
        response: { 200: binaryBody.describe('The invoice, as application/pdf') },
      }),
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const order = await visibleOrder(app.db, user, request.params.id);
      const refused = () =>
        new HttpError(409, {
          key: 'errors.orders.noInvoice',
          params: { status: { key: ORDER_STATUS_KEYS[order.status] } },
        });
      if (!hasInvoice(order.status)) throw refused();
      const invoice = await invoiceNumberOf(app.db, order.id, user.id);
      // Moved on (cancelled) between the read and the number: no invoice all the same.
      if (!invoice) throw refused();
      const [lines, names, client, payments, studio] = await Promise.all([
        orderPdfLines(app.db, order),
        orderNames(app.db, order),
        pdfClient(app.db, order.clientId),
        paymentsOfOrders(app.db, [order.id]),
        studioLetterhead(app.db, app.files.storage),
      ]);
      const orderNumber = formatOrderNumber(order.number);
      const input = {
        studio,
        ...invoice,
        orderNumber: order.number,
        clientName: client?.clientName ?? names.clientName,
        clientAddress: client?.clientAddress ?? [],
        outfitterName: names.outfitterName,
        currency: order.currency,
        lines,
        totals: order.totals,
        discountBp: order.discountBp,
        vatRateBp: order.vatRateBp,
        depositBp: order.depositBp,
        landedCosts: order.landedCosts,
        payments: payments.map((payment) => ({ ...payment, orderNumber })),
        balance: orderBalance(
          order.totals,
          payments.map((payment) => payment.amountMinor),
        ),
        language: user.language,
      };
      const name = formatInvoiceNumber(invoice.invoiceNumber);
      return sendPdf(app, reply, user.id, { kind: 'invoice', input }, name);
    },
  );
};
