import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderLines } from '../../../src/features/orders/table';
import { multipart, uprightPng } from '../files/fileSamples';

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
  const body = multipart([
    { name: 'file', filename: 'tanning.png', data: await uprightPng(40 + uploads, 30) },
  ]);
  const answer = await app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  if (answer.statusCode !== 201) throw new Error(`upload failed: ${answer.body}`);
  return answer.json().id;
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
