import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import type { OrderCreateBody } from '../../../resources/orders';
import { orders } from '../../../src/server/db/schema';
import { demoOrderBody } from '../orders/orderSupport';

/**
 * An order of the demo client (or of `overrides`' client and outfitter), put straight into Accepted:
 * the quote steps have their own tests.
 */
export async function acceptedOrder(
  app: FastifyInstance,
  admin: { cookie: string; origin: string },
  overrides: Partial<Pick<OrderCreateBody, 'clientId' | 'outfitterId'>> = {},
): Promise<{ id: string; number: number }> {
  const body = await demoOrderBody(app);
  const lines = body.lines.map((line) => ({
    ...line,
    tagNumbers: ['ZA-7781'],
    instruction: 'Shoulder mount, "facing left", ears up',
  }));
  const created = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: admin,
    payload: { ...body, ...overrides, lines },
  });
  const { id, number } = created.json<{ id: string; number: number }>();
  await app.db.update(orders).set({ status: 'accepted' }).where(eq(orders.id, id));
  return { id, number };
}

/** The entries of a batch zip, as bytes and as text (TextDecoder drops the CSV's BOM). */
export function unzipBatch(bytes: Buffer): {
  names: string[];
  raw: Record<string, Buffer>;
  text: Record<string, string>;
} {
  const files = unzipSync(new Uint8Array(bytes));
  return {
    names: Object.keys(files),
    raw: Object.fromEntries(Object.entries(files).map(([name, data]) => [name, Buffer.from(data)])),
    text: Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)])),
  };
}
