import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REVENUE_STATUSES,
  wholeMonths,
  type DashboardQuery,
} from '../../../src/features/dashboards/dashboardSummary';
import { ORDER_STATUSES } from '../../../src/features/orders/orderStatuses';
import { clientOutfitters, clients } from '../../../src/features/clients/table';
import {
  orderMonthRollups,
  orderRollups,
  outfitterMonthRollups,
  quoteDecisionRollups,
} from '../../../src/features/dashboards/table';
import { orders } from '../../../src/features/orders/table';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody, userId } from '../orders/orderSupport';
import { settledBatch } from '../tlsExports/tlsSupport';
import { listed, move, summaryOf } from './dashboardSupport';

// docs/dashboards.md#click-through: after creates, moves, a TLS batch, deletes and a client linked to an
// outfitter after their orders, every figure equals the orders list's count for the filter its
// number opens, and the rollups equal a recount from the orders. Runs on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.

const ctx = useTestApp();
const today = new Date().toISOString().slice(0, 10);
const thisMonth = wholeMonths({ from: today, to: today });
// Day rows only, month rows only, and both (docs/dashboards.md#performance): one day, open ends,
// the whole month, and a range whose edges cut months.
const ranges: DashboardQuery[] = [
  {},
  { from: today, to: today },
  { to: '2000-01-01' },
  { from: today },
  { to: today },
  thisMonth,
  { from: '2000-01-15', to: today },
];

/** Every figure of the summary equals the list's count, for staff, staff picking the outfitter and the outfitter. */
async function expectAgreement(range: DashboardQuery) {
  const { app } = ctx.test;
  const admin = await signIn(app, 'admin@example.com');
  const outfitter = await signIn(app, 'outfitter@example.com');
  const outfitterId = await userId(app, 'outfitter@example.com');
  for (const [headers, query] of [
    [admin, range],
    [admin, { ...range, outfitterId }],
    [outfitter, range],
  ] as const) {
    const summary = await summaryOf(app, headers, query);
    for (const status of ORDER_STATUSES) {
      expect(summary.ordersByStatus[status], status).toBe(
        await listed(app, headers, query, { status }),
      );
    }
    const revenueOrders = summary.revenueByMonth.reduce((sum, month) => sum + month.orders, 0);
    expect(revenueOrders).toBe(
      await listed(app, headers, query, { statusIn: [...REVENUE_STATUSES] }),
    );
    expect(summary.exportBacklog).toBe(await listed(app, headers, query, { awaitingExport: true }));
    expect(summary.blockedByPaperwork).toBe(
      await listed(app, headers, query, { status: 'inProduction', paperworkIncomplete: true }),
    );
    for (const top of summary.topOutfitters) {
      expect(top.orders).toBe(
        await listed(app, headers, wholeMonths({ ...query, outfitterId: top.outfitterId }), {}),
      );
    }
  }
}

beforeAll(async () => {
  const { app } = ctx.test;
  const admin = await signIn(app, 'admin@example.com');
  const client = await signIn(app, 'client@example.com');
  const [late] = await app.db
    .insert(clients)
    .values({ firstName: 'Lena', lastName: 'Later', email: 'lena@example.com' })
    .returning({ id: clients.id });
  const create = async (clientId?: string) => {
    const body = await demoOrderBody(app);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: admin,
      payload: { ...body, clientId: clientId ?? body.clientId, depositBp: 2500 },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().id as string;
  };
  const ids = [await create(), await create(), await create(), await create(late!.id)];
  const [accepted, declined, produced] = ids as [string, string, string, string];
  for (const id of ids) await move(app, admin, id, 'quoted');
  await move(app, client, accepted, 'accepted');
  await move(app, client, declined, 'declined');
  await move(app, client, produced, 'accepted');
  // docs/payments.md#gates: its deposit is not recorded, so staff say why it goes on.
  await move(app, admin, produced, 'inProduction', 'Deposit paid to the outfitter');
  await move(app, admin, declined, 'submitted');
  await move(app, admin, declined, 'quoted');
  await move(app, client, declined, 'accepted');
  // A TLS batch moves its orders set-based (docs/tls-export.md#batches); the rollups follow it.
  const batch = await app.inject({
    method: 'POST',
    url: '/api/tls-exports',
    headers: admin,
    // docs/tls-export.md#the-deposit: their deposits are not recorded either.
    payload: { orderIds: [accepted, declined], depositReason: 'Deposits paid to the outfitter' },
  });
  expect(batch.statusCode, batch.body).toBe(201);
  await settledBatch(app, admin, batch.json<{ id: string }>().id);
  // Deletes happen in the database only (no route deletes an order); the rollups follow them.
  const doomed = await create();
  await move(app, admin, doomed, 'quoted');
  await move(app, client, doomed, 'declined');
  await app.db.delete(orders).where(eq(orders.id, doomed));
  // Linked after its orders were placed: the outfitter's figures include them from now on.
  const outfitter = await userId(app, 'outfitter@example.com');
  await app.db.insert(clientOutfitters).values({ outfitterId: outfitter, clientId: late!.id });
});

describe('the summary agrees with the orders list', () => {
  it.each(ranges)('for staff and each outfitter, range %o', expectAgreement);

  it('after the late client is unlinked and linked again', async () => {
    const { app } = ctx.test;
    const outfitterId = await userId(app, 'outfitter@example.com');
    const [late] = await app.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.email, 'lena@example.com'));
    const link = and(
      eq(clientOutfitters.outfitterId, outfitterId),
      eq(clientOutfitters.clientId, late!.id),
    );
    await app.db.delete(clientOutfitters).where(link);
    await expectAgreement({});
    await expectAgreement(thisMonth);
    await app.db.insert(clientOutfitters).values({ outfitterId, clientId: late!.id });
    await expectAgreement({ from: today });
  });

  it('counts today’s decisions: three accepted (one after a revision), one declined', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const summary = await summaryOf(ctx.test.app, admin, { from: today, to: today });
    // The deleted order's decline is gone with it.
    expect(summary.quoteDecisions).toMatchObject({
      accepted: 3,
      declined: 1,
      acceptanceRate: 0.75,
    });
    expect(summary.quoteDecisions.averageDaysToAccept).toBeGreaterThanOrEqual(0);
  });

  it('the rollups equal a recount of the orders and their history', async () => {
    const { db } = ctx.test.app;
    const snapshot = async () => ({
      orders: await db
        .select()
        .from(orderRollups)
        .where(sql`${orderRollups.orders} <> 0`)
        .orderBy(orderRollups.scopeId, orderRollups.day, orderRollups.status),
      months: await db
        .select()
        .from(orderMonthRollups)
        .where(sql`${orderMonthRollups.orders} <> 0`)
        .orderBy(orderMonthRollups.scopeId, orderMonthRollups.month, orderMonthRollups.status),
      decisions: await db
        .select()
        .from(quoteDecisionRollups)
        .where(sql`${quoteDecisionRollups.accepted} + ${quoteDecisionRollups.declined} <> 0`)
        .orderBy(quoteDecisionRollups.scopeId, quoteDecisionRollups.day),
      outfitters: await db
        .select()
        .from(outfitterMonthRollups)
        .where(sql`${outfitterMonthRollups.orders} <> 0`)
        .orderBy(outfitterMonthRollups.month, outfitterMonthRollups.outfitterId),
    });
    const kept = await snapshot();
    await db.execute(sql`select rebuild_order_rollups(), rebuild_outfitter_month_rollups()`);
    expect(kept).toEqual(await snapshot());
  });
});
