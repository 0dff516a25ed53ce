import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pdfRenderer } from './pdfRenderer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The studio's PDFs, rendered off the event loop (docs/quote-pdf.md#off-the-event-loop). */
    pdfs: ReturnType<typeof pdfRenderer>;
  }
}

/**
 * `app.pdfs`: one pool of PDF threads and one cache per process, which the quote and invoice
 * (under the orders) and the statements (under the clients, and the client's own) share, so
 * together they never take more than the cores the main thread leaves (docs/invoices.md#layout).
 * Register after the metrics plugin.
 * @example await app.register(pdfRendererPlugin);
 */
export const pdfRendererPlugin = fp(async (app: FastifyInstance) => {
  const pdfs = pdfRenderer();
  app.decorate('pdfs', pdfs);
  app.workerPools.set('pdf', pdfs.stats);
  app.addHook('onClose', pdfs.close);
});
