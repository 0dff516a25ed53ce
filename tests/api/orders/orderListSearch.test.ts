import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../../src/features/orders/orderStatuses';
import { clients } from '../../../src/features/clients/table';
import { orders } from '../../../src/features/orders/table';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody, userId } from './orderSupport';

// docs/orders-list.md#search: the list's `q` finds a client by any part of their name, in any
// case, and forgives a small typo; an order number or tag number still finds exactly its order;
// every role searches only its own rows; bad input answers 400.

const ctx = useTestApp();
let admin: Record<string, string>;
// The demo's Greta Jaeger, linked to the demo outfitter, and a Hans Jaeger who is linked to no one.
let greta: { id: string; number: number; phId: string | null }[];
let hans: { id: string; tag: string };

const sorted = (ids: string[]) => [...ids].sort();

async function unlinkedOrder(firstName: string, lastName: string, tag: string) {
  const [client] = await ctx.test.app.db
    .insert(clients)
    .values({ firstName, lastName, email: `${firstName.toLowerCase()}@search.example` })
    .returning({ id: clients.id });
  const body = await demoOrderBody(ctx.test.app);
  const created = await ctx.test.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: admin,
    payload: { ...body, clientId: client!.id, lines: [{ ...body.lines[0]!, tagNumbers: [tag] }] },
  });
  expect(created.statusCode).toBe(201);
  return { id: (created.json() as { id: string }).id, tag };
}

async function search(q: string, headers = admin) {
  const filter = encodeURIComponent(JSON.stringify({ q }));
  return ctx.test.app.inject({ url: `/api/orders?range=[0,99]&filter=${filter}`, headers });
}

async function found(q: string, headers = admin): Promise<string[]> {
  const answer = await search(q, headers);
  expect(answer.statusCode).toBe(200);
  return answer.json().map((row: { id: string }) => row.id);
}

beforeAll(async () => {
  admin = await signIn(ctx.test.app, 'admin@example.com');
  greta = await ctx.test.app.db
    .select({ id: orders.id, number: orders.number, phId: orders.phId })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(clients.email, 'greta.jaeger@example.com'));
  expect(greta.length).toBeGreaterThan(0);
  hans = await unlinkedOrder('Hans', 'Jaeger', 'ZA-SEARCH-1');
});

describe('searching the orders list', () => {
  const gretas = () => greta.map((order) => order.id);

  it('finds a client by a word typed with a small mistake', async () => {
    expect(await found('jager')).toEqual(expect.arrayContaining([...gretas(), hans.id]));
    expect(await found('Gretta')).toEqual(expect.arrayContaining(gretas()));
    expect(await found('Gretta')).not.toContain(hans.id);
  });

  it('finds a client by any part of the name, in any case', async () => {
    expect(await found('aeg')).toEqual(expect.arrayContaining(gretas()));
    expect(await found('AEG')).toEqual(expect.arrayContaining(gretas()));
    expect(await found('ta jae')).toEqual(expect.arrayContaining(gretas()));
    expect(await found('ns jae')).toEqual(expect.arrayContaining([hans.id]));
    expect(await found('ns jae')).not.toContain(greta[0]!.id);
  });

  it('finds a full name by each of its words, not everyone sharing one of them', async () => {
    expect(sorted(await found('Greta Jager'))).toEqual(sorted(gretas()));
    expect(await found('jaeger hans')).toEqual([hans.id]);
  });

  it('finds nothing for a name no client is close to', async () => {
    expect(await found('Zebedee')).toEqual([]);
  });

  it('still finds exactly the order of a number or a tag', async () => {
    const first = greta[0]!;
    // A name that looks like the number but is not it: numbers are exact, not forgiven as typos.
    await unlinkedOrder('Nemo', formatOrderNumber(first.number + 1), 'ZA-SEARCH-2');
    expect(await found(formatOrderNumber(first.number))).toEqual([first.id]);
    expect(await found(String(first.number))).toEqual([first.id]);
    expect(await found(hans.tag.toLowerCase())).toEqual([hans.id]);
  });

  it('takes % and _ as text, not as wildcards', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
  });

  it("searches only an outfitter's or a PH's own orders", async () => {
    const outfitter = await signIn(ctx.test.app, 'outfitter@example.com');
    expect(sorted(await found('jager', outfitter))).toEqual(sorted(gretas()));
    expect(sorted(await found('aeg', outfitter))).toEqual(sorted(gretas()));
    expect(await found(hans.tag, outfitter)).toEqual([]);
    const ph = await signIn(ctx.test.app, 'ph@example.com');
    const phId = await userId(ctx.test.app, 'ph@example.com');
    const hunted = greta.filter((order) => order.phId === phId).map((order) => order.id);
    expect(hunted.length).toBeGreaterThan(0);
    expect(sorted(await found('jager', ph))).toEqual(sorted(hunted));
  });

  it('answers 400 to a NUL byte, a lone surrogate or an over-long search', async () => {
    for (const q of ['Jae\u0000ger', 'Jae\ud800ger', 'j'.repeat(101)]) {
      expect((await search(q)).statusCode).toBe(400);
    }
  });
});
