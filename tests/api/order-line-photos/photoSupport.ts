import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderLines } from '../../../src/features/orders/table';
import { uprightPng } from '../files/fileSamples';
import { uploadAs } from '../documents/documentSupport';

let uploads = 0;

/**
 * Uploads a small PNG as `headers` through POST /api/files and answers its id; fails otherwise.
 * @example const fileId = await uploadPhoto(app, liaison);
 */
export async function uploadPhoto(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<string> {
  uploads += 1;
  // Each a size of its own, so no two uploads share bytes.
  return uploadAs(app, headers, 'tanning.png', await uprightPng(40 + uploads, 30));
}

/**
 * The first line of an order, by position.
 * @example const lineId = await firstLineOf(app, orderId);
 */
export async function firstLineOf(app: FastifyInstance, orderId: string): Promise<string> {
  const [line] = await app.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position))
    .limit(1);
  if (!line) throw new Error(`order ${orderId} has no line`);
  return line.id;
}
