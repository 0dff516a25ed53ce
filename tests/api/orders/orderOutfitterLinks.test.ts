import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientOutfitters, clients } from '../../../src/features/clients/table';
import { orders } from '../../../src/features/orders/table';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody, userId } from './orderSupport';

// docs/orders-list.md#the-outfitter-index: an outfitter's list holds the orders of the clients
// linked to them now, whenever the link was made: outfitter_orders follows links and orders in the
// same statement, so a link made after the order shows it, and an unlinked client's do not show.

const ctx = useTestApp();
let orderId: string;
let clientId: string;

async function outfitterSees(filter: Record<string, string> = {}): Promise<boolean> {
  const headers = await signIn(ctx.test.app, 'outfitter@example.com');
  const search = new URLSearchParams({ range: '[0,999]', filter: JSON.stringify(filter) });
  const answer = await ctx.test.app.inject({ url: `/api/orders?${search}`, headers });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { id: string }[]).some((row) => row.id === orderId);
}

beforeAll(async () => {
  // An order made by staff for a client no outfitter is linked to yet.
  const admin = await signIn(ctx.test.app, 'admin@example.com');
  const [client] = await ctx.test.app.db
    .insert(clients)
    .values({ firstName: 'Lena', lastName: 'Later', email: 'lena.later@example.com' })
    .returning({ id: clients.id });
  clientId = client!.id;
  const created = await ctx.test.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: admin,
    payload: { ...(await demoOrderBody(ctx.test.app)), clientId },
  });
  expect(created.statusCode).toBe(201);
  orderId = created.json().id;
});

describe("an outfitter's list follows their client links", () => {
  it('leaves out the orders of a client not linked to them', async () => {
    expect(await outfitterSees()).toBe(false);
  });

  it('shows an order made before the client was linked, from the moment of the link', async () => {
    const headers = await signIn(ctx.test.app, 'outfitter@example.com');
    const linked = await ctx.test.app.inject({
      method: 'PUT',
      url: '/api/clients/link',
      headers,
      payload: { email: 'lena.later@example.com' },
    });
    expect(linked.statusCode).toBe(202);
    expect(await outfitterSees()).toBe(true);
    expect(await outfitterSees({ status: 'draft' })).toBe(true);
  });

  it('follows the order when its status changes', async () => {
    await ctx.test.app.db.update(orders).set({ status: 'submitted' }).where(eq(orders.id, orderId));
    expect(await outfitterSees({ status: 'draft' })).toBe(false);
    expect(await outfitterSees({ status: 'submitted' })).toBe(true);
  });

  it('drops the orders again when the link goes', async () => {
    const outfitter = await userId(ctx.test.app, 'outfitter@example.com');
    await ctx.test.app.db
      .delete(clientOutfitters)
      .where(
        and(eq(clientOutfitters.clientId, clientId), eq(clientOutfitters.outfitterId, outfitter)),
      );
    expect(await outfitterSees()).toBe(false);
  });
});
