import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../../src/features/orders/orderStatuses';
import { orders, orderStatusChanges } from '../../../src/features/orders/table';
import { tlsExports } from '../../../src/features/tls-exports/table';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { orderAt, paymentCalls } from '../payments/paymentSupport';
import { exportedBatch } from './tlsSupport';

// docs/tls-export.md#the-deposit: a batch moves its Accepted orders into production, so it waits
// for their deposit as the hand move does (docs/payments.md#gates): picked unpaid, it is refused
// unless staff give the reason; taking all the waiting orders leaves the unpaid ones waiting.
const ctx = useTestApp();
let liaison: { cookie: string; origin: string };

beforeAll(async () => {
  liaison = await signIn(ctx.test.app, 'liaison@example.com');
});

const create = (payload: object) =>
  ctx.test.app.inject({ method: 'POST', url: '/api/tls-exports', headers: liaison, payload });
const statusOf = async (id: string) =>
  (await ctx.test.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const unpaid = () => orderAt(ctx.test.app, liaison, 'accepted', { depositBp: 5000 });

describe('an Accepted order whose deposit is not paid', () => {
  it('is refused when picked (409 naming it, on depositReason), leaving no batch', async () => {
    const order = await unpaid();
    const before = await ctx.test.app.db.$count(tlsExports);
    const refused = await create({ orderIds: [order.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(formatOrderNumber(order.number));
    expect(refused.json().message).toContain('deposit');
    expect(Object.keys(refused.json().errors)).toEqual(['depositReason']);
    expect(await ctx.test.app.db.$count(tlsExports)).toBe(before);
    expect(await statusOf(order.id)).toMatchObject({ status: 'accepted', tlsExportId: null });
  });

  it('is shown waiting with what of its deposit is due', async () => {
    const order = await unpaid();
    const waiting = (
      await ctx.test.app.inject({ url: '/api/tls-exports/waiting', headers: liaison })
    ).json<{ id: string; depositDueMinor: number }[]>();
    expect(waiting.find((row) => row.id === order.id)?.depositDueMinor).toBe(
      order.totals.depositMinor,
    );
  });

  it('goes into production with a reason from staff, which its history row keeps', async () => {
    const order = await unpaid();
    const batch = await exportedBatch(ctx.test.app, liaison, {
      orderIds: [order.id],
      depositReason: 'Deposit promised by the outfitter',
    });
    expect(await statusOf(order.id)).toMatchObject({
      status: 'inProduction',
      tlsExportId: batch.id,
    });
    const history = await ctx.test.app.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.id));
    expect(history.at(-1)).toMatchObject({
      toStatus: 'inProduction',
      note: `Exported to TLS in batch ${batch.number} without its deposit: Deposit promised by the outfitter`,
    });
  });

  it('is left waiting when staff take all the waiting orders, the paid ones going', async () => {
    const waits = await unpaid();
    const paid = await unpaid();
    await paymentCalls(ctx.test.app).recorded(liaison, {
      orderId: paid.id,
      amountMinor: paid.totals.depositMinor,
    });
    const batch = await exportedBatch(ctx.test.app, liaison, {});
    expect(batch.orders.map((order) => order.id)).toContain(paid.id);
    expect(batch.orders.map((order) => order.id)).not.toContain(waits.id);
    expect(await statusOf(paid.id)).toMatchObject({ status: 'inProduction' });
    expect(await statusOf(waits.id)).toMatchObject({ status: 'accepted', tlsExportId: null });
  });

  it('when only unpaid orders wait, taking all answers 409 saying they wait for the deposit', async () => {
    await unpaid();
    const refused = await create({});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/deposit/);
  });
});
