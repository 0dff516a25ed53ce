import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderListRow } from '../../../src/features/orders/definition';
import { clients } from '../../../src/features/clients/table';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody } from './orderSupport';

// docs/orders-list.md#sorting: newest or oldest first, by number, client, status, total and id, each
// both ways; DESC is ASC reversed key by key, so one index serves both; any other field is a 400
// naming the ones that sort.

const ctx = useTestApp();

async function listed(email: string, sort: [string, string]): Promise<OrderListRow[]> {
  const headers = await signIn(ctx.test.app, email);
  const search = new URLSearchParams({ sort: JSON.stringify(sort), range: '[0,999]' });
  const answer = await ctx.test.app.inject({ url: `/api/orders?${search}`, headers });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const ids = (rows: OrderListRow[]) => rows.map((row) => row.id);

/** Each row's key is at least the one before it. */
function ascending(rows: OrderListRow[], key: (row: OrderListRow) => string | number): boolean {
  return rows.every((row, index) => index === 0 || key(rows[index - 1]!) <= key(row));
}

beforeAll(async () => {
  // Two clients whose names sort first and last, with an order each of different totals.
  const admin = await signIn(ctx.test.app, 'admin@example.com');
  const named = await ctx.test.app.db
    .insert(clients)
    .values([
      { firstName: 'Aaron', lastName: 'Aardvark', email: 'aaron@example.com' },
      { firstName: 'Zed', lastName: 'Zulu', email: 'zed@example.com' },
    ])
    .returning({ id: clients.id });
  for (const [index, client] of named.entries()) {
    const body = await demoOrderBody(ctx.test.app);
    body.lines[0]!.quantity = 3 + index;
    const created = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: admin,
      payload: { ...body, clientId: client.id },
    });
    expect(created.statusCode).toBe(201);
  }
});

describe('sorting the orders list', () => {
  it.each([
    ['createdAt', (row: OrderListRow) => row.createdAt],
    ['number', (row: OrderListRow) => row.number],
    ['status', (row: OrderListRow) => row.status],
    ['totalMinor', (row: OrderListRow) => row.totalMinor],
  ] satisfies [string, (row: OrderListRow) => string | number][])(
    'sorts by %s both ways',
    async (field, key) => {
      const up = await listed('admin@example.com', [field, 'ASC']);
      const down = await listed('admin@example.com', [field, 'DESC']);
      expect(up.length).toBeGreaterThan(5);
      expect(ascending(up, key)).toBe(true);
      expect(ids(down)).toEqual(ids(up).reverse());
    },
  );

  it('sorts by client name, each client’s orders together', async () => {
    const up = await listed('admin@example.com', ['clientName', 'ASC']);
    const down = await listed('admin@example.com', ['clientName', 'DESC']);
    expect(up[0]!.clientName).toBe('Aaron Aardvark');
    expect(up.at(-1)!.clientName).toBe('Zed Zulu');
    const clientsInOrder = up.map((row) => row.clientId);
    expect(new Set(clientsInOrder).size).toBe(
      clientsInOrder.filter((id, index) => id !== clientsInOrder[index - 1]).length,
    );
    expect(ids(down)).toEqual(ids(up).reverse());
  });

  it('sorts ties newest first when ascending (by status)', async () => {
    const up = await listed('admin@example.com', ['status', 'ASC']);
    const sameStatus = up.filter((row) => row.status === up[0]!.status);
    expect(ascending([...sameStatus].reverse(), (row) => row.createdAt)).toBe(true);
  });

  it('sorts an outfitter’s list oldest first, the reverse of newest first', async () => {
    const down = await listed('outfitter@example.com', ['createdAt', 'DESC']);
    const up = await listed('outfitter@example.com', ['createdAt', 'ASC']);
    expect(down.length).toBeGreaterThan(0);
    expect(ids(up)).toEqual(ids(down).reverse());
  });

  // docs/orders-list.md#the-outfitter-index: an outfitter's page sorted by date, number, status or
  // total is read from outfitter_orders' copies, which must order exactly as the orders do.
  it.each([['createdAt'], ['number'], ['status'], ['totalMinor'], ['clientName']])(
    'sorts an outfitter’s list by %s both ways as the orders themselves sort',
    async (field) => {
      for (const order of ['ASC', 'DESC']) {
        const theirs = ids(await listed('outfitter@example.com', [field, order]));
        const all = ids(await listed('admin@example.com', [field, order]));
        expect(theirs.length).toBeGreaterThan(1);
        expect(theirs).toEqual(all.filter((id) => theirs.includes(id)));
      }
    },
  );

  it.each(['admin@example.com', 'outfitter@example.com', 'client@example.com'])(
    'sorts %s’s list by id both ways, a generic client’s default, paged without repeats',
    async (email) => {
      const up = ids(await listed(email, ['id', 'ASC']));
      expect(up.length).toBeGreaterThan(1);
      expect(up).toEqual([...up].sort());
      expect(ids(await listed(email, ['id', 'DESC']))).toEqual([...up].reverse());
      const headers = await signIn(ctx.test.app, email);
      const paged: string[] = [];
      for (let start = 0; start < up.length; start += 2) {
        const search = new URLSearchParams({
          sort: '["id","ASC"]',
          range: JSON.stringify([start, start + 1]),
        });
        const page = await ctx.test.app.inject({ url: `/api/orders?${search}`, headers });
        paged.push(...ids(page.json()));
      }
      expect(paged).toEqual(up);
    },
  );

  it('sorts an outfitter’s list by a total changed after the order was made', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const rows = await listed('outfitter@example.com', ['totalMinor', 'ASC']);
    const draft = rows.find((row) => row.status === 'draft');
    const read = await ctx.test.app.inject({ url: `/api/orders/${draft!.id}`, headers: admin });
    const order = read.json();
    order.lines[0].quantity = 999;
    const saved = await ctx.test.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}`,
      headers: admin,
      payload: order,
    });
    expect(saved.statusCode).toBe(200);
    const [dearest] = await listed('outfitter@example.com', ['totalMinor', 'DESC']);
    expect(dearest!.id).toBe(order.id);
  });

  it.each([['["outfitterName","ASC"]'], ['["updatedAt","DESC"]'], ['["number","UP"]']])(
    'refuses sort=%s with 400 naming the fields that sort',
    async (sort) => {
      const headers = await signIn(ctx.test.app, 'admin@example.com');
      const answer = await ctx.test.app.inject({
        url: `/api/orders?sort=${encodeURIComponent(sort)}`,
        headers,
      });
      expect(answer.statusCode).toBe(400);
      const { message, errors } = answer.json();
      expect(message).toBe('The sort parameter is not valid');
      if (!sort.includes('UP')) {
        expect(errors.sort).toBe(
          'Sort by one of: id, createdAt, number, clientName, status, totalMinor',
        );
      }
    },
  );
});
