import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../../src/features/orders/orderStatuses';
import { orders } from '../../../src/features/orders/table';
import { users } from '../../../src/features/users/table';
import { auditLog } from '../../../src/server/db/schema/audit';
import type { Role } from '../../../src/shared/roles';
import { waitForMail } from '../../support/outbox';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { orderAt, paymentCalls } from './paymentSupport';

// docs/payments.md: staff record payments and refunds on an order; the order's readers read them;
// each goes into the order's history and the audit trail, and the client gets a receipt.
const ctx = useTestApp();
// Intl puts no-break spaces between code and amount; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const as = {} as Record<Role, Record<string, string>>;
let calls: ReturnType<typeof paymentCalls>;

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
  calls = paymentCalls(ctx.test.app);
});

describe('recording a payment', () => {
  it("takes the order's currency and its recorder, and the order's readers read it", async () => {
    const order = await orderAt(ctx.test.app, as.admin, 'accepted', { depositBp: 5000 });
    const payment = await calls.recorded(as.customerLiaison, {
      orderId: order.id,
      amountMinor: order.totals.depositMinor,
      method: 'eft',
      reference: formatOrderNumber(order.number),
    });
    expect(payment).toMatchObject({
      currency: 'ZAR',
      amountMinor: order.totals.depositMinor,
      recordedByName: 'Lia Liaison',
    });
    for (const role of ['client', 'huntingOutfitter', 'professionalHunter', 'admin'] as const) {
      expect((await calls.of(as[role], order.id)).map((one) => one.id)).toEqual([payment.id]);
    }
  });

  it('writes a history row with its amount and method, and an audit row', async () => {
    const order = await orderAt(ctx.test.app, as.admin, 'accepted');
    const payment = await calls.recorded(as.admin, {
      orderId: order.id,
      amountMinor: 12_345,
      method: 'card',
      reference: 'AUTH-77',
    });
    const read = (
      await ctx.test.app.inject({ url: `/api/orders/${order.id}`, headers: as.client })
    ).json();
    const row = read.history.at(-1);
    expect(row).toMatchObject({
      from: 'accepted',
      to: 'accepted',
      note: 'AUTH-77',
      payment: { amountMinor: 12_345, currency: 'ZAR', method: 'card' },
    });
    const audits = await ctx.test.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'payments'), eq(auditLog.recordId, payment.id)));
    expect(audits.map((audit) => audit.action)).toEqual(['create']);
  });

  it('mails the client a receipt in their language, with what is paid and still due', async () => {
    await ctx.test.app.db
      .update(users)
      .set({ language: 'fr' })
      .where(eq(users.email, 'client@example.com'));
    const order = await orderAt(ctx.test.app, as.admin, 'accepted');
    await calls.recorded(as.customerLiaison, {
      orderId: order.id,
      amountMinor: 100_000,
      method: 'eft',
      reference: 'DEP-1',
    });
    const number = formatOrderNumber(order.number);
    const mail = await waitForMail(
      ctx.test.config.DATA_DIR,
      'client@example.com',
      new RegExp(`Paiement reçu pour votre commande ${number}`),
    );
    const text = plain(mail.text);
    expect(text).toContain('a bien reçu votre paiement de 1 000,00 ZAR (virement');
    expect(text).toContain('Référence : DEP-1');
    expect(text).toContain('Payé à ce jour : 1 000,00 ZAR.');
    await ctx.test.app.db
      .update(users)
      .set({ language: 'en' })
      .where(eq(users.email, 'client@example.com'));
  });
});

describe('refunds', () => {
  it('need a reason (400 on the field), and nothing is written', async () => {
    const order = await orderAt(ctx.test.app, as.admin, 'accepted');
    await calls.recorded(as.admin, { orderId: order.id, amountMinor: 5_000 });
    const refused = await calls.record(as.admin, { orderId: order.id, amountMinor: -1_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('reason');
    expect(await calls.of(as.admin, order.id)).toHaveLength(1);
  });

  it('give back at most what was paid (409), and then add up to what was kept', async () => {
    const order = await orderAt(ctx.test.app, as.admin, 'accepted');
    await calls.recorded(as.admin, { orderId: order.id, amountMinor: 5_000 });
    const tooMuch = await calls.record(as.admin, {
      orderId: order.id,
      amountMinor: -5_001,
      reason: 'Double charge',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(plain(tooMuch.json().message)).toContain('ZAR 50.00');
    const refund = await calls.recorded(as.admin, {
      orderId: order.id,
      amountMinor: -2_000,
      reason: 'Double charge',
    });
    expect(refund.reason).toBe('Double charge');
    const history = (
      await ctx.test.app.inject({ url: `/api/orders/${order.id}`, headers: as.admin })
    ).json().history;
    expect(history.at(-1)).toMatchObject({
      note: 'Double charge',
      payment: { amountMinor: -2000 },
    });
    const amounts = (await calls.of(as.admin, order.id)).map((one) => one.amountMinor);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(3_000);
  });
});

describe('what is refused', () => {
  it('an amount of nothing, or not in whole minor units (400)', async () => {
    const order = await orderAt(ctx.test.app, as.admin, 'accepted');
    for (const amountMinor of [0, 10.5]) {
      const answer = await calls.record(as.admin, { orderId: order.id, amountMinor });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toHaveProperty('amountMinor');
    }
  });

  it('a payment recorded by the client side (403), on an order one may not read, or changed', async () => {
    const order = await orderAt(ctx.test.app, as.admin, 'accepted');
    for (const role of ['client', 'huntingOutfitter', 'professionalHunter', 'collector'] as const) {
      const answer = await calls.record(as[role], { orderId: order.id, amountMinor: 100 });
      expect(answer.statusCode).toBe(403);
    }
    const payment = await calls.recorded(as.admin, { orderId: order.id, amountMinor: 100 });
    const put = await ctx.test.app.inject({
      method: 'PUT',
      url: `/api/payments/${payment.id}`,
      headers: as.admin,
      payload: { version: 1 },
    });
    const remove = await ctx.test.app.inject({
      method: 'DELETE',
      url: `/api/payments/${payment.id}`,
      headers: as.admin,
    });
    expect([put.statusCode, remove.statusCode]).toEqual([404, 404]);
  });

  it('a PH does not read the payments of an order they did not hunt on', async () => {
    const order = await orderAt(ctx.test.app, as.admin, 'accepted');
    const payment = await calls.recorded(as.admin, { orderId: order.id, amountMinor: 100 });
    await ctx.test.app.db.update(orders).set({ phId: null }).where(eq(orders.id, order.id));
    const read = await ctx.test.app.inject({
      url: `/api/payments/${payment.id}`,
      headers: as.professionalHunter,
    });
    expect(read.statusCode).toBe(404);
    expect(await calls.of(as.professionalHunter, order.id)).toEqual([]);
  });
});

describe('the API description', () => {
  it('describes the payments calls', async () => {
    const spec = (await ctx.test.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/payments', '/api/payments/{id}']),
    );
    expect(spec.paths['/api/payments'].post).toBeDefined();
  });
});
