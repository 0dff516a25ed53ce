import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../../src/features/orders/orderStatuses';
import { orders } from '../../../src/features/orders/table';
import { formatMoney } from '../../../src/shared/money';
import type { Role } from '../../../src/shared/roles';
import { pdfText } from '../../support/pdfText';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { orderAt, paymentCalls } from '../payments/paymentSupport';

// docs/invoices.md#the-invoice: an accepted order's invoice, for whoever may read the order, its
// number from a sequence of its own, given once and kept.
// The first PDF starts the PDF thread, which loads its sources under tsx: seconds on a busy machine.
const ctx = useTestApp();
const as = {} as Record<Role, Record<string, string>>;
// Intl puts no-break spaces between code and amount; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const money = (minor: number) => plain(formatMoney(minor, 'ZAR', 'en'));

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
});

const invoiceOf = (orderId: string, headers: Record<string, string>) =>
  ctx.test.app.inject({ url: `/api/orders/${orderId}/invoice.pdf`, headers });
const textOf = (payload: Buffer) => plain(pdfText(payload).join('\n'));
const invoiceNumberIn = (text: string) => Number(/Invoice INV-(\d{6})/.exec(text)?.[1]);

describe('the invoice PDF', { timeout: 120_000 }, () => {
  it('prints the letterhead, client, order, lines, VAT, total, payments and balance due', async () => {
    const order = await orderAt(ctx.test.app, as.admin, 'inProduction', { vatRateBp: 1500 });
    const calls = paymentCalls(ctx.test.app);
    await calls.recorded(as.customerLiaison, {
      orderId: order.id,
      amountMinor: 10_000,
      method: 'eft',
      reference: 'DEP-1',
    });
    await calls.recorded(as.customerLiaison, {
      orderId: order.id,
      amountMinor: -2_500,
      method: 'eft',
      reason: 'Overpaid',
    });
    const answer = await invoiceOf(order.id, as.client);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = textOf(answer.rawPayload);
    for (const expected of [
      'Trophy Portal Taxidermy',
      'Invoice INV-',
      `Order: ${formatOrderNumber(order.number)}`,
      'Client: ',
      'VAT (15%)',
      money(order.totals.vatMinor),
      money(order.totals.totalMinor),
      'Payments received',
      'DEP-1',
      'Overpaid',
      money(-2_500),
      `Paid\n${money(7_500)}`,
      `Balance due\n${money(order.totals.totalMinor - 7_500)}`,
      'How to pay',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(answer.headers['content-disposition']).toBe(
      `inline; filename="INV-${String(invoiceNumberIn(text)).padStart(6, '0')}.pdf"`,
    );
  });

  it('numbers invoices in sequence, gives each order its number once and never again', async () => {
    const first = await orderAt(ctx.test.app, as.admin, 'accepted');
    const second = await orderAt(ctx.test.app, as.admin, 'shipped');
    const numberOf = async (orderId: string, headers: Record<string, string>) => {
      const answer = await invoiceOf(orderId, headers);
      expect(answer.statusCode).toBe(200);
      return invoiceNumberIn(textOf(answer.rawPayload));
    };
    const firstNumber = await numberOf(first.id, as.admin);
    const secondNumber = await numberOf(second.id, as.customerLiaison);
    expect(secondNumber).toBe(firstNumber + 1);
    // Asked twice, by another reader, after a change: the same number.
    await paymentCalls(ctx.test.app).recorded(as.admin, { orderId: first.id, amountMinor: 100 });
    expect(await numberOf(first.id, as.huntingOutfitter)).toBe(firstNumber);
    const [kept] = await ctx.test.app.db
      .select({ invoiceNumber: orders.invoiceNumber })
      .from(orders)
      .where(eq(orders.id, first.id));
    expect(kept?.invoiceNumber).toBe(firstNumber);
    // Asked at once in parallel for a new order: one number for both answers.
    const third = await orderAt(ctx.test.app, as.admin, 'completed');
    const both = await Promise.all([numberOf(third.id, as.admin), numberOf(third.id, as.client)]);
    expect(both).toEqual([secondNumber + 1, secondNumber + 1]);
  });

  it('is refused with 409 for a draft, a quote, a declined or a cancelled order, in the reader’s language', async () => {
    for (const status of ['draft', 'quoted', 'declined', 'cancelled'] as const) {
      const order = await orderAt(ctx.test.app, as.admin, status);
      const answer = await invoiceOf(order.id, as.admin);
      expect(answer.statusCode, status).toBe(409);
      expect(answer.json().message).toMatch(/^An order has an invoice once it is accepted/);
    }
    const order = await orderAt(ctx.test.app, as.admin, 'draft');
    const chosen = await ctx.test.app.inject({
      method: 'PUT',
      url: '/api/clients/account/language',
      headers: as.customerLiaison,
      payload: { language: 'fr' },
    });
    expect(chosen.statusCode).toBe(200);
    const french = await invoiceOf(order.id, as.customerLiaison);
    expect(french.statusCode).toBe(409);
    expect(french.json().message).toBe(
      'Une commande a une facture une fois acceptée ; celle-ci est au statut Brouillon',
    );
    const [row] = await ctx.test.app.db
      .select({ invoiceNumber: orders.invoiceNumber })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.invoiceNumber).toBeNull();
  });

  it('is for whoever may read the order: 404 for an order they may not know, 403 for a collector', async () => {
    const order = await orderAt(ctx.test.app, as.admin, 'accepted');
    for (const role of [
      'admin',
      'customerLiaison',
      'huntingOutfitter',
      'professionalHunter',
      'client',
    ] as const) {
      expect((await invoiceOf(order.id, as[role])).statusCode, role).toBe(200);
    }
    expect((await invoiceOf(order.id, as.collector)).statusCode).toBe(403);
    expect((await invoiceOf(order.id, {})).statusCode).toBe(401);
    // Not their order: another client's, without the demo PH or outfitter.
    const other = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: as.admin,
      payload: { firstName: 'Other', lastName: 'Client', email: 'other-invoice@example.org' },
    });
    expect(other.statusCode).toBe(201);
    await ctx.test.app.db
      .update(orders)
      .set({ clientId: other.json().id, outfitterId: null, phId: null })
      .where(eq(orders.id, order.id));
    for (const role of ['huntingOutfitter', 'professionalHunter', 'client'] as const) {
      expect((await invoiceOf(order.id, as[role])).statusCode, role).toBe(404);
    }
  });
});
