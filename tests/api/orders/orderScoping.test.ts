import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientOutfitters, clients } from '../../../src/features/clients/table';
import { orders } from '../../../src/features/orders/table';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody, userId } from './orderSupport';

// docs/orders-list.md#scopes: each role's list holds exactly its rows, computed here straight from
// the tables, and an order outside them is a 404.

const ctx = useTestApp();
const all = () =>
  ctx.test.app.db
    .select({ id: orders.id, clientId: orders.clientId, phId: orders.phId })
    .from(orders);

async function listed(email: string): Promise<string[]> {
  const headers = await signIn(ctx.test.app, email);
  const answer = await ctx.test.app.inject({ url: '/api/orders?range=[0,999]', headers });
  expect(answer.statusCode).toBe(200);
  return answer
    .json()
    .map((row: { id: string }) => row.id)
    .sort();
}

beforeAll(async () => {
  // One more order, of a client not linked to the outfitter and with no PH, so scopes differ.
  const admin = await signIn(ctx.test.app, 'admin@example.com');
  const [other] = await ctx.test.app.db
    .insert(clients)
    .values({ firstName: 'Una', lastName: 'Linked', email: 'una@example.com' })
    .returning({ id: clients.id });
  const body = { ...(await demoOrderBody(ctx.test.app)), clientId: other!.id };
  const created = await ctx.test.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: admin,
    payload: body,
  });
  expect(created.statusCode).toBe(201);
});

describe('who sees which orders', () => {
  it('admin and liaison see every order', async () => {
    const every = (await all()).map((row) => row.id).sort();
    expect(every.length).toBeGreaterThan(5);
    expect(await listed('admin@example.com')).toEqual(every);
    expect(await listed('liaison@example.com')).toEqual(every);
  });

  it('an outfitter sees exactly the orders of the clients linked to them', async () => {
    const outfitter = await userId(ctx.test.app, 'outfitter@example.com');
    const links = await ctx.test.app.db
      .select()
      .from(clientOutfitters)
      .where(eq(clientOutfitters.outfitterId, outfitter));
    const linked = new Set(links.map((link) => link.clientId));
    const expected = (await all())
      .filter((row) => linked.has(row.clientId))
      .map((row) => row.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(await listed('outfitter@example.com')).toEqual(expected);
  });

  it('a PH sees exactly the orders where they are the PH', async () => {
    const ph = await userId(ctx.test.app, 'ph@example.com');
    const expected = (await all())
      .filter((row) => row.phId === ph)
      .map((row) => row.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(await listed('ph@example.com')).toEqual(expected);
  });

  it('a client sees exactly their own orders', async () => {
    const [own] = await ctx.test.app.db
      .select()
      .from(clients)
      .where(eq(clients.email, 'client@example.com'));
    const expected = (await all())
      .filter((row) => row.clientId === own!.id)
      .map((row) => row.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(await listed('client@example.com')).toEqual(expected);
  });

  it('a collector has no orders: 403', async () => {
    const headers = await signIn(ctx.test.app, 'collector@example.com');
    expect((await ctx.test.app.inject({ url: '/api/orders', headers })).statusCode).toBe(403);
  });

  it('an order outside the scope answers 404 to read, edit, move and PDF', async () => {
    const [foreign] = await ctx.test.app.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(clients, eq(clients.id, orders.clientId))
      .where(sql`${clients.email} <> 'client@example.com'`);
    const headers = await signIn(ctx.test.app, 'client@example.com');
    const url = `/api/orders/${foreign!.id}`;
    const calls = [
      ctx.test.app.inject({ url, headers }),
      ctx.test.app.inject({ url: `${url}/quote.pdf`, headers }),
      ctx.test.app.inject({
        method: 'POST',
        url: `${url}/transitions`,
        headers,
        payload: { to: 'cancelled', version: 1 },
      }),
      ctx.test.app.inject({
        method: 'PUT',
        url,
        headers,
        payload: { ...(await demoOrderBody(ctx.test.app)), version: 1 },
      }),
    ];
    expect((await Promise.all(calls)).map((answer) => answer.statusCode)).toEqual([
      404, 404, 404, 404,
    ]);
  });
});
