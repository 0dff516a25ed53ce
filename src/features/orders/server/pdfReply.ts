import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../../server/http/httpError';
import type { PdfJob } from './pdfJob';

// docs/quote-pdf.md#one-at-a-time-per-user: a 200-line quote renders in a few seconds.
const PDF_RETRY_AFTER_SECONDS = '3';

/**
 * Renders `job` for `renderer` (a user's id, or a freight pack link's name) and answers its bytes;
 * 429 while the renderer's previous PDF renders, 503 while the pool's queue is full, both with
 * Retry-After.
 * @example const bytes = await renderedPdf(app, reply, `freight-pack:${link.id}`, job);
 */
export async function renderedPdf(
  app: FastifyInstance,
  reply: FastifyReply,
  renderer: string,
  job: PdfJob,
): Promise<Buffer> {
  const outcome = await app.pdfs.render(renderer, job);
  if ('busy' in outcome) {
    reply.header('retry-after', PDF_RETRY_AFTER_SECONDS);
    throw outcome.busy === 'user'
      ? new HttpError(429, 'errors.orders.pdfBusyUser')
      : new HttpError(503, 'errors.orders.pdfBusyServer');
  }
  return outcome.bytes;
}

/**
 * Renders `job` for `userId` and answers its bytes inline as `name`.pdf (refusals as renderedPdf).
 * @example return sendPdf(app, reply, user.id, { kind: 'quote', input }, 'Q-000042');
 */
export async function sendPdf(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: string,
  job: PdfJob,
  name: string,
) {
  const bytes = await renderedPdf(app, reply, userId, job);
  // The bytes as they are: the route's 200 schema only describes them (it is not JSON).
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${name}.pdf"`)
    .send(bytes);
}
