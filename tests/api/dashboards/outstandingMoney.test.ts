import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderListRow } from '../../../src/features/orders/definition';
import type { OrderStatus } from '../../../src/features/orders/orderStatuses';
import type { OutstandingMoney } from '../../../src/features/dashboards/outstandingMoney';
import { orders, orderStatusChanges } from '../../../src/features/orders/table';
import type { Role } from '../../../src/shared/roles';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { orderAt, paymentCalls } from '../payments/paymentSupport';

// docs/dashboards.md#outstanding-money: deposits owed from acceptance, balances from the invoice or
// Ready for export, by age band; each band's figures are those of the orders list it opens.
const ctx = useTestApp();
const as = {} as Record<Role, Record<string, string>>;
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
});

const outstanding = async (headers = as.admin, query = '') => {
  const answer = await ctx.test.app.inject({
    url: `/api/dashboards/outstanding${query}`,
    headers,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<OutstandingMoney>();
};
const key = (row: { kind: string; age: string; currency: string }) =>
  `${row.kind} ${row.age} ${row.currency}`;
/** The answer's bands by kind, age and currency, as [orders, due]. */
const bands = (money: OutstandingMoney) =>
  new Map(money.rows.map((row) => [key(row), [row.orders, row.dueMinor] as const]));
const listed = async (filter: object) => {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,999]' });
  const answer = await ctx.test.app.inject({ url: `/api/orders?${query}`, headers: as.admin });
  expect(answer.statusCode).toBe(200);
  return answer.json<OrderListRow[]>();
};

/** A ZAR order at `status` with half its total as deposit, moved there `days` ago. */
async function owing(status: OrderStatus, days: number | null, paid = 0) {
  const order = await orderAt(ctx.test.app, as.admin, status, { depositBp: 5000 });
  if (days !== null) {
    await ctx.test.app.db.insert(orderStatusChanges).values({
      orderId: order.id,
      fromStatus: status === 'accepted' ? 'quoted' : 'inProduction',
      toStatus: status,
      at: daysAgo(days),
      byUserId: (await ctx.test.app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!
        .createdById,
    });
  }
  if (paid !== 0)
    await paymentCalls(ctx.test.app).recorded(as.admin, { orderId: order.id, amountMinor: paid });
  return order;
}

describe('money outstanding, by age', () => {
  let before: OutstandingMoney;
  const expected = new Map<string, [number, number]>();
  const add = (band: string, due: number) => {
    const [count, sum] = expected.get(band) ?? [0, 0];
    expected.set(band, [count + 1, sum + due]);
  };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    before = await outstanding();
    const fresh = await owing('accepted', 10);
    add('deposit 0-30 ZAR', fresh.totals.depositMinor);
    ids.fresh = fresh.id;
    const partly = await owing('accepted', 45, 100);
    add('deposit 31-60 ZAR', partly.totals.depositMinor - 100);
    ids.partly = partly.id;
    // Its deposit paid and no invoice: nothing is asked for yet.
    const paidUp = await owing('accepted', 80);
    await paymentCalls(ctx.test.app).recorded(as.admin, {
      orderId: paidUp.id,
      amountMinor: paidUp.totals.depositMinor,
    });
    ids.paidUp = paidUp.id;
    const ready = await owing('readyForExport', 95, 1000);
    add('balance over90 ZAR', ready.totals.totalMinor - 1000);
    ids.ready = ready.id;
    // Invoiced 70 days ago while in production, its deposit paid: the balance is asked for.
    const invoiced = await owing('inProduction', null);
    await paymentCalls(ctx.test.app).recorded(as.admin, {
      orderId: invoiced.id,
      amountMinor: invoiced.totals.depositMinor,
    });
    await ctx.test.app.db
      .update(orders)
      .set({ invoiceNumber: 900_001, invoicedAt: daysAgo(70) })
      .where(eq(orders.id, invoiced.id));
    add('balance 61-90 ZAR', invoiced.totals.totalMinor - invoiced.totals.depositMinor);
    ids.invoiced = invoiced.id;
    const shipped = await owing('shipped', 200, 0);
    await paymentCalls(ctx.test.app).recorded(as.admin, {
      orderId: shipped.id,
      amountMinor: shipped.totals.totalMinor,
    });
    ids.shipped = shipped.id;
    ids.cancelled = (await owing('cancelled', 40)).id;
  });

  it('adds each order to its band: what it owes and since when, nothing for the paid or cancelled', async () => {
    const after = bands(await outstanding());
    const was = bands(before);
    const keys = new Set([...after.keys(), ...was.keys()]);
    const grown = new Map(
      [...keys]
        .map((band) => {
          const [count = 0, due = 0] = after.get(band) ?? [];
          const [countBefore = 0, dueBefore = 0] = was.get(band) ?? [];
          return [band, [count - countBefore, due - dueBefore]] as const;
        })
        .filter(([, [count, due]]) => count !== 0 || due !== 0),
    );
    expect(grown).toEqual(expected);
  });

  it('counts in each band the orders the list shows for it, and their dues add up to its sum', async () => {
    const { rows } = await outstanding();
    for (const row of rows.filter((one) => one.currency === 'ZAR')) {
      const shown = (await listed({ outstanding: row.kind, outstandingAge: row.age })).filter(
        (order) => order.currency === 'ZAR',
      );
      expect(shown).toHaveLength(row.orders);
    }
    const deposits = (await listed({ outstanding: 'deposit' })).map((order) => order.id);
    expect(deposits).toEqual(expect.arrayContaining([ids.fresh, ids.partly]));
    const balances = (await listed({ outstanding: 'balance' })).map((order) => order.id);
    expect(balances).toEqual(expect.arrayContaining([ids.ready, ids.invoiced]));
    for (const id of [ids.paidUp, ids.shipped, ids.cancelled]) {
      expect([...deposits, ...balances]).not.toContain(id);
    }
    const aged = await listed({ outstanding: 'balance', outstandingAge: 'over90' });
    expect(aged.map((order) => order.id)).toContain(ids.ready);
    expect(aged.map((order) => order.id)).not.toContain(ids.invoiced);
  });

  it('is staff’s alone: an outfitter or a client gets 403, a visitor 401', async () => {
    for (const role of ['huntingOutfitter', 'client', 'professionalHunter'] as const) {
      const answer = await ctx.test.app.inject({
        url: '/api/dashboards/outstanding',
        headers: as[role],
      });
      expect(answer.statusCode).toBe(403);
    }
    const visitor = await ctx.test.app.inject({ url: '/api/dashboards/outstanding' });
    expect(visitor.statusCode).toBe(401);
    expect((await outstanding(as.customerLiaison)).rows.length).toBeGreaterThan(0);
  });

  it('refuses an outfitter id that is no uuid and an unknown parameter (400)', async () => {
    for (const query of ['?outfitterId=nope', '?from=2026-01-01']) {
      const answer = await ctx.test.app.inject({
        url: `/api/dashboards/outstanding${query}`,
        headers: as.admin,
      });
      expect(answer.statusCode).toBe(400);
    }
  });
});
