import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../../src/features/orders/orderStatuses';
import { orders } from '../../../src/features/orders/table';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody, userId } from './orderSupport';

// docs/order-workflow.md#transitions, written out again here as the expected table: role x status x target, each
// through POST /api/orders/{id}/transitions on an order of the demo client (linked to the demo
// outfitter, with the demo PH). S = staff, R = the client or a linked outfitter.
const MOVES: Record<string, 'S' | 'R' | 'RS'> = {
  'draft>submitted': 'R',
  'draft>quoted': 'S',
  'submitted>quoted': 'S',
  'quoted>submitted': 'S',
  'quoted>accepted': 'R',
  'quoted>declined': 'R',
  'declined>submitted': 'S',
  'accepted>inProduction': 'S',
  'inProduction>readyForExport': 'S',
  'readyForExport>shipped': 'S',
  'shipped>completed': 'S',
  'draft>cancelled': 'RS',
  'submitted>cancelled': 'RS',
  'quoted>cancelled': 'S',
  'accepted>cancelled': 'S',
  'inProduction>cancelled': 'S',
  'readyForExport>cancelled': 'S',
};

const ROLES = {
  'admin@example.com': 'S',
  'liaison@example.com': 'S',
  'client@example.com': 'R',
  'outfitter@example.com': 'R',
  'ph@example.com': '',
  'collector@example.com': '',
} as const;

// docs/paperwork.md: the test's order has no documents, so staff's move to Ready for export is
// refused for its paperwork (tests/api/orders/orderPaperwork.test.ts moves a complete one).
const BLOCKED_BY_PAPERWORK = 'inProduction>readyForExport';

function expected(email: keyof typeof ROLES, from: OrderStatus, to: OrderStatus): number {
  if (email === 'collector@example.com') return 403;
  const movers = MOVES[`${from}>${to}`];
  if (!movers) return 409;
  if (!ROLES[email] || !movers.includes(ROLES[email])) return 403;
  return `${from}>${to}` === BLOCKED_BY_PAPERWORK ? 409 : 200;
}

const ctx = useTestApp();
let orderId: string;

beforeAll(async () => {
  const admin = await signIn(ctx.test.app, 'admin@example.com');
  const body = {
    ...(await demoOrderBody(ctx.test.app)),
    phId: await userId(ctx.test.app, 'ph@example.com'),
  };
  const created = await ctx.test.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: admin,
    payload: body,
  });
  orderId = created.json().id;
});

describe('the workflow table, enforced by the server', () => {
  for (const email of Object.keys(ROLES) as (keyof typeof ROLES)[]) {
    it(`${email.split('@')[0]}: every status x target answers as the table says`, async () => {
      const headers = await signIn(ctx.test.app, email);
      const wrong: string[] = [];
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          await ctx.test.app.db
            .update(orders)
            .set({ status: from, version: 1 })
            .where(eq(orders.id, orderId));
          const answer = await ctx.test.app.inject({
            method: 'POST',
            url: `/api/orders/${orderId}/transitions`,
            headers,
            payload: { to, version: 1, note: 'A reason' },
          });
          if (answer.statusCode !== expected(email, from, to)) {
            wrong.push(
              `${from}>${to}: ${answer.statusCode}, expected ${expected(email, from, to)}`,
            );
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('cancelling an accepted order without a reason answers 400 and changes nothing', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    await ctx.test.app.db
      .update(orders)
      .set({ status: 'accepted', version: 1 })
      .where(eq(orders.id, orderId));
    const answer = await ctx.test.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/transitions`,
      headers: admin,
      payload: { to: 'cancelled', version: 1, note: ' ' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.note).toBeTruthy();
    const [row] = await ctx.test.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('accepted');
  });

  it('a price-on-request line blocks the quote with 409 until staff price it', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const body = await demoOrderBody(ctx.test.app, { onRequest: true });
    const created = (
      await ctx.test.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: admin,
        payload: body,
      })
    ).json();
    const quote = (version: number) =>
      ctx.test.app.inject({
        method: 'POST',
        url: `/api/orders/${created.id}/transitions`,
        headers: admin,
        payload: { to: 'quoted', version },
      });
    expect((await quote(1)).statusCode).toBe(409);
    const lines = created.lines.map((line: { unitPriceMinor: number | null }) => ({
      ...line,
      unitPriceMinor: line.unitPriceMinor ?? 99_900,
    }));
    const priced = await ctx.test.app.inject({
      method: 'PUT',
      url: `/api/orders/${created.id}`,
      headers: admin,
      payload: { ...body, lines, version: 1 },
    });
    expect(priced.statusCode).toBe(200);
    expect((await quote(2)).statusCode).toBe(200);
  });
});
