import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../../src/features/orders/orderStatuses';
import { orders } from '../../../src/features/orders/table';
import { clients } from '../../../src/features/clients/table';
import { formatMoney } from '../../../src/shared/money';
import type { Role } from '../../../src/shared/roles';
import { pdfText } from '../../support/pdfText';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { orderAt, paymentCalls } from '../payments/paymentSupport';

// docs/invoices.md#the-statement: a client's accepted orders, payments and balances, for staff,
// the client's linked outfitters and the client themselves.
// The first PDF starts the PDF thread, which loads its sources under tsx: seconds on a busy machine.
const ctx = useTestApp();
const as = {} as Record<Role, Record<string, string>>;
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const textOf = (payload: Buffer) => plain(pdfText(payload).join('\n'));
let demoClientId: string;

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
  const [client] = await ctx.test.app.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.email, 'client@example.com'));
  demoClientId = client!.id;
});

const statementOf = (clientId: string, headers: Record<string, string>) =>
  ctx.test.app.inject({ url: `/api/clients/${clientId}/statement.pdf`, headers });
const ownStatement = (headers: Record<string, string>) =>
  ctx.test.app.inject({ url: '/api/clients/account/statement.pdf', headers });

describe("a client's statement", { timeout: 120_000 }, () => {
  it('lists accepted orders with totals, payments (refunds negative), balances and the total outstanding', async () => {
    const accepted = await orderAt(ctx.test.app, as.admin, 'accepted', { vatRateBp: 1500 });
    const draft = await orderAt(ctx.test.app, as.admin, 'draft');
    const calls = paymentCalls(ctx.test.app);
    await calls.recorded(as.admin, {
      orderId: accepted.id,
      amountMinor: 50_000,
      reference: 'STMT-PAY',
    });
    await calls.recorded(as.admin, {
      orderId: accepted.id,
      amountMinor: -1_000,
      reason: 'Goodwill refund',
    });
    const answer = await statementOf(demoClientId, as.customerLiaison);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = textOf(answer.rawPayload);
    const money = (minor: number) => plain(formatMoney(minor, 'ZAR', 'en'));
    for (const expected of [
      'Trophy Portal Taxidermy',
      'Statement',
      formatOrderNumber(accepted.number),
      money(accepted.totals.totalMinor),
      money(49_000),
      money(accepted.totals.totalMinor - 49_000),
      'STMT-PAY',
      'Goodwill refund',
      money(-1_000),
      'Total outstanding (ZAR)',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/INV-\d{6}/);
    expect(text).not.toContain(formatOrderNumber(draft.number));

    // The outstanding total is every listed order's balance due: the client's own copy agrees.
    const own = await ownStatement(as.client);
    expect(own.statusCode).toBe(200);
    const ownText = textOf(own.rawPayload);
    const outstanding = (of: string) => /Total outstanding \(ZAR\)\n(.+)/.exec(of)?.[1];
    expect(outstanding(ownText)).toBe(outstanding(text));
    const rows = await ctx.test.app.db
      .select()
      .from(orders)
      .where(eq(orders.clientId, demoClientId));
    expect(rows.find((row) => row.id === accepted.id)?.invoiceNumber).not.toBeNull();
    expect(rows.find((row) => row.id === draft.id)?.invoiceNumber).toBeNull();
  });

  it('is in the reader’s language', async () => {
    const french = await ctx.test.app.inject({
      method: 'PUT',
      url: '/api/clients/account/language',
      headers: as.client,
      payload: { language: 'fr' },
    });
    expect(french.statusCode).toBe(200);
    const text = textOf((await ownStatement(as.client)).rawPayload);
    expect(text).toContain('Relevé de compte');
    expect(text).toContain('Total restant dû (ZAR)');
    expect(text).not.toContain('Total outstanding');
  });

  it('is for staff and linked outfitters: 403 for a PH, a collector or a client, 404 for a client not theirs', async () => {
    for (const role of ['admin', 'customerLiaison', 'huntingOutfitter'] as const) {
      expect((await statementOf(demoClientId, as[role])).statusCode, role).toBe(200);
    }
    for (const role of ['professionalHunter', 'collector', 'client'] as const) {
      expect((await statementOf(demoClientId, as[role])).statusCode, role).toBe(403);
    }
    expect((await statementOf(demoClientId, {})).statusCode).toBe(401);
    const other = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: as.admin,
      payload: { firstName: 'Not', lastName: 'Linked', email: 'not-linked@example.org' },
    });
    expect(other.statusCode).toBe(201);
    expect((await statementOf(other.json().id, as.huntingOutfitter)).statusCode).toBe(404);
    const empty = await statementOf(other.json().id, as.admin);
    expect(empty.statusCode).toBe(200);
    expect(textOf(empty.rawPayload)).toContain('No accepted order yet.');
  });

  it("is the signed-in client's own through their account; 404 for an account without a client record", async () => {
    expect((await ownStatement(as.client)).statusCode).toBe(200);
    expect((await ownStatement(as.admin)).statusCode).toBe(404);
    expect((await ownStatement({})).statusCode).toBe(401);
  });
});

describe('the API description', () => {
  it('describes the invoice and statement calls', async () => {
    const spec = (await ctx.test.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/orders/{id}/invoice.pdf',
        '/api/clients/{id}/statement.pdf',
        '/api/clients/account/statement.pdf',
      ]),
    );
    for (const path of ['/api/orders/{id}/invoice.pdf', '/api/clients/{id}/statement.pdf'])
      expect(spec.paths[path].get.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]),
      );
  });
});
