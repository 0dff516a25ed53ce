import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/shared/roles';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { orderAt, paymentCalls } from './paymentSupport';

// docs/payments.md#gates: no production before the deposit is paid, no Ready for export or
// Shipped before the balance is, unless staff give the reason (kept in the move's history row).
const ctx = useTestApp();
const as = {} as Record<Role, Record<string, string>>;
let calls: ReturnType<typeof paymentCalls>;
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
  calls = paymentCalls(ctx.test.app);
});

const move = (id: string, version: number, to: string, note = '') =>
  ctx.test.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/transitions`,
    headers: as.customerLiaison,
    payload: { to, note, version },
  });

describe('into production', () => {
  it('is refused (409) until the deposit is paid, saying what is due and paid', async () => {
    const order = await orderAt(ctx.test.app, as.admin, 'accepted', { depositBp: 5000 });
    await calls.recorded(as.admin, { orderId: order.id, amountMinor: 1 });
    const refused = await move(order.id, order.version, 'inProduction');
    expect(refused.statusCode).toBe(409);
    const deposit = (order.totals.depositMinor / 100).toFixed(2);
    expect(plain(refused.json().message)).toMatch(
      new RegExp(
        `The deposit of ZAR [\\d,]*${deposit.slice(-5)} is not paid yet \\(paid: ZAR 0\\.01\\)`,
      ),
    );
    await calls.recorded(as.admin, {
      orderId: order.id,
      amountMinor: order.totals.depositMinor - 1,
    });
    expect((await move(order.id, order.version, 'inProduction')).statusCode).toBe(200);
  });

  it('goes on without the deposit when staff give the reason, which the history keeps', async () => {
    const order = await orderAt(ctx.test.app, as.admin, 'accepted', { depositBp: 5000 });
    const moved = await move(order.id, order.version, 'inProduction', 'Paid cash to the PH');
    expect(moved.statusCode).toBe(200);
    expect(moved.json().history.at(-1)).toMatchObject({
      from: 'accepted',
      to: 'inProduction',
      note: 'Paid cash to the PH',
    });
  });

  it('needs nothing on an order without a deposit', async () => {
    const order = await orderAt(ctx.test.app, as.admin, 'accepted', { depositBp: 0 });
    expect((await move(order.id, order.version, 'inProduction')).statusCode).toBe(200);
  });
});

describe('to Shipped', () => {
  it('is refused (409) until the balance is paid, refunds counting against it', async () => {
    const order = await orderAt(ctx.test.app, as.admin, 'readyForExport', { depositBp: 5000 });
    const total = order.totals.totalMinor;
    await calls.recorded(as.admin, { orderId: order.id, amountMinor: total });
    await calls.recorded(as.admin, { orderId: order.id, amountMinor: -1, reason: 'Rounding' });
    const refused = await move(order.id, order.version, 'shipped');
    expect(refused.statusCode).toBe(409);
    expect(plain(refused.json().message)).toContain('The balance of ZAR 0.01 is not paid yet');
    await calls.recorded(as.admin, { orderId: order.id, amountMinor: 1 });
    expect((await move(order.id, order.version, 'shipped')).statusCode).toBe(200);
  });

  it('goes on unpaid with a reason from staff', async () => {
    const order = await orderAt(ctx.test.app, as.admin, 'readyForExport');
    const moved = await move(order.id, order.version, 'shipped', 'Balance on delivery, agreed');
    expect(moved.statusCode).toBe(200);
  });
});
