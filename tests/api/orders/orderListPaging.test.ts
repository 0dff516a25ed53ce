import { count, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../../src/features/clients/table';
import { orders } from '../../../src/features/orders/table';
import { users } from '../../../src/features/users/table';
import { LIST_PAGE_DEPTH } from '../../../src/engine/listLimits';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

// docs/orders-list.md#partial-pagination: no count per page. Content-Range ends in `*` while more rows follow
// (react-admin's partial pagination), in the exact total once a page reaches the end; paging stops
// at LIST_PAGE_DEPTH. Each row carries its client's and outfitter's names.

const ctx = useTestApp();
let admin: Record<string, string>;
let total: number;

const list = (range: [number, number], filter: object = {}) =>
  ctx.test.app.inject({
    url: `/api/orders?range=${JSON.stringify(range)}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    headers: admin,
  });

beforeAll(async () => {
  admin = await signIn(ctx.test.app, 'admin@example.com');
  const [counted] = await ctx.test.app.db.select({ total: count() }).from(orders);
  total = counted!.total;
});

describe('partial pagination of the orders list', () => {
  it('answers * as the total while more orders follow the page', async () => {
    expect(total).toBeGreaterThan(3);
    const answer = await list([0, total - 2]);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-range']).toBe(`orders 0-${total - 2}/*`);
    expect(answer.json()).toHaveLength(total - 1);
  });

  it('answers the exact total on the page that reaches the end', async () => {
    expect((await list([0, total - 1])).headers['content-range']).toBe(
      `orders 0-${total - 1}/${total}`,
    );
    const last = await list([total - 2, total + 20]);
    expect(last.headers['content-range']).toBe(`orders ${total - 2}-${total - 1}/${total}`);
    expect(last.json()).toHaveLength(2);
  });

  it('answers 0 as the total of an empty list, and * for a page past the end', async () => {
    expect((await list([0, 24], { q: 'no such client' })).headers['content-range']).toBe(
      'orders 0-0/0',
    );
    const past = await list([total + 5, total + 9]);
    expect(past.json()).toEqual([]);
    expect(past.headers['content-range']).toBe(`orders ${total + 5}-${total + 5}/*`);
  });

  it('refuses a range that starts at the paging depth with 400 and says how to go further', async () => {
    const deepest = await list([LIST_PAGE_DEPTH - 1, LIST_PAGE_DEPTH + 23]);
    expect(deepest.statusCode).toBe(200);
    const beyond = await list([LIST_PAGE_DEPTH, LIST_PAGE_DEPTH + 24]);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({
      message: expect.stringMatching(/narrow it with a filter or search/),
      errors: { range: `Start below ${LIST_PAGE_DEPTH}` },
    });
  });

  it("names each order's client and outfitter", async () => {
    const [withOutfitter] = await ctx.test.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(isNotNull(orders.outfitterId))
      .limit(1);
    expect(withOutfitter).toBeDefined();
    const rows = (await list([0, total])).json() as {
      id: string;
      clientId: string;
      clientName: string;
      outfitterId: string | null;
      outfitterName: string | null;
    }[];
    for (const row of rows) {
      const [client] = await ctx.test.app.db
        .select()
        .from(clients)
        .where(eq(clients.id, row.clientId));
      expect(row.clientName).toBe(`${client!.firstName} ${client!.lastName}`);
      if (!row.outfitterId) {
        expect(row.outfitterName).toBeNull();
        continue;
      }
      const [outfitter] = await ctx.test.app.db
        .select()
        .from(users)
        .where(eq(users.id, row.outfitterId));
      expect(row.outfitterName).toBe(`${outfitter!.firstName} ${outfitter!.lastName}`);
    }
    expect(rows.some((row) => row.id === withOutfitter!.id && row.outfitterName)).toBe(true);
  });
});
