import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../src/features/orders/orderStatuses';
import { orders } from '../../../src/features/orders/table';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { userId } from '../orders/orderSupport';
import { summaryOf } from './dashboardSupport';

// docs/dashboards.md: the summary's figures on the seeded demo data, who may call it, and the
// 400 for each bad parameter.

const ctx = useTestApp();

describe('the summary on the demo data', () => {
  it('counts every order by status, as the orders table holds them', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const summary = await summaryOf(ctx.test.app, admin);
    const rows = await ctx.test.app.db
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .groupBy(orders.status);
    const expected = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0]));
    for (const row of rows) expected[row.status] = row.n;
    expect(summary.ordersByStatus).toEqual(expected);
    expect(summary.quotesWaiting).toBe(expected.quoted);
  });

  it('counts the export backlog and the demo order In production that lacks its TOPS permit', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const summary = await summaryOf(ctx.test.app, admin);
    const [backlog] = await ctx.test.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(inArray(orders.status, ['accepted', 'inProduction']), isNull(orders.exportedToTlsAt)),
      );
    expect(summary.exportBacklog).toBe(backlog!.n);
    expect(summary.blockedByPaperwork).toBe(1);
  });

  it('answers revenue per month and currency, and ranks the demo outfitter', async () => {
    const liaison = await signIn(ctx.test.app, 'liaison@example.com');
    const summary = await summaryOf(ctx.test.app, liaison);
    expect(summary.revenueByMonth.length).toBeGreaterThan(0);
    for (const month of summary.revenueByMonth) {
      expect(month.currency).toBe('ZAR');
      expect(month.revenueMinor).toBeGreaterThan(0);
    }
    const outfitter = await userId(ctx.test.app, 'outfitter@example.com');
    expect(summary.topOutfitters[0]?.outfitterId).toBe(outfitter);
  });
});

describe('who may call it', () => {
  it('an outfitter always gets their own clients’ figures, whatever outfitter they ask for', async () => {
    const outfitter = await signIn(ctx.test.app, 'outfitter@example.com');
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const own = await userId(ctx.test.app, 'outfitter@example.com');
    const someoneElse = await userId(ctx.test.app, 'liaison@example.com');
    const asked = await summaryOf(ctx.test.app, outfitter, { outfitterId: someoneElse });
    expect(asked).toEqual(await summaryOf(ctx.test.app, admin, { outfitterId: own }));
    expect(asked.topOutfitters.map((row) => row.outfitterId)).toEqual([own]);
  });

  // docs/dashboards.md#performance: a scope's statement is kept, and scopes of one shape share its text.
  it('scopes of one shape, asked in turn, each get their own figures, and a kept statement sees new orders', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const own = await userId(ctx.test.app, 'outfitter@example.com');
    const someoneElse = await userId(ctx.test.app, 'liaison@example.com');
    const first = await summaryOf(ctx.test.app, admin, { outfitterId: own });
    const other = await summaryOf(ctx.test.app, admin, { outfitterId: someoneElse });
    expect(other.topOutfitters).toEqual([]);
    expect(first.topOutfitters.map((row) => row.outfitterId)).toEqual([own]);
    expect(await summaryOf(ctx.test.app, admin, { outfitterId: own })).toEqual(first);
    const before = await summaryOf(ctx.test.app, admin);
    const [someOrder] = await ctx.test.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.status, 'quoted'))
      .limit(1);
    await ctx.test.app.db
      .update(orders)
      .set({ status: 'declined' })
      .where(eq(orders.id, someOrder!.id));
    const after = await summaryOf(ctx.test.app, admin);
    expect(after.ordersByStatus.quoted).toBe(before.ordersByStatus.quoted - 1);
    expect(after.ordersByStatus.declined).toBe(before.ordersByStatus.declined + 1);
  });

  it.each([
    ['professionalHunter', 'ph@example.com', 403],
    ['client', 'client@example.com', 403],
    ['collector', 'collector@example.com', 403],
  ])('a %s is refused', async (_role, email, status) => {
    const headers = await signIn(ctx.test.app, email);
    const answer = await ctx.test.app.inject({ url: '/api/dashboards/summary', headers });
    expect(answer.statusCode).toBe(status);
    expect(answer.json().message).toEqual(expect.any(String));
  });

  it('a visitor must sign in', async () => {
    const answer = await ctx.test.app.inject({ url: '/api/dashboards/summary' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('bad parameters', () => {
  it.each([
    ['from=2026-02-30', 'from'],
    ['to=yesterday', 'to'],
    ['from=2026-03-01&to=2026-02-01', 'to'],
    ['outfitterId=42', 'outfitterId'],
    ['from=1800-01-01', 'from'],
  ])('%s answers 400 naming %s', async (query, field) => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const answer = await ctx.test.app.inject({
      url: `/api/dashboards/summary?${query}`,
      headers: admin,
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors)).toContain(field);
  });

  it('an unknown parameter answers 400', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const answer = await ctx.test.app.inject({
      url: '/api/dashboards/summary?status=quoted',
      headers: admin,
    });
    expect(answer.statusCode).toBe(400);
  });
});
