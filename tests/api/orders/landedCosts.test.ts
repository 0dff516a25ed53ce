import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../src/features/orders/definition';
import { orders } from '../../../src/features/orders/table';
import { formatMoney } from '../../../src/shared/money';
import { pdfText } from '../../support/pdfText';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody } from './orderSupport';

// docs/money.md#landed-costs: a quote's crating, dip & pack, freight and insurance, marked when
// estimates; staff's alone, in the stored totals, printed on the quote and the invoice.
const ctx = useTestApp();
let admin: Record<string, string>;
let client: Record<string, string>;
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const money = (minor: number) => plain(formatMoney(minor, 'ZAR', 'en'));

const costs = [
  { kind: 'crating', amountMinor: 150_000, estimate: true },
  { kind: 'freight', amountMinor: 800_000 },
  { kind: 'insurance', amountMinor: 50_000, estimate: false },
];

beforeAll(async () => {
  admin = await signIn(ctx.test.app, 'admin@example.com');
  client = await signIn(ctx.test.app, 'client@example.com');
});

const create = async (headers: Record<string, string>, body: object) =>
  ctx.test.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { ...(await demoOrderBody(ctx.test.app)), vatRateBp: 1500, ...body },
  });
/** The order as its editor sends it back: its fields and lines, without what the server keeps. */
const editBody = (order: Order) => ({
  clientId: order.clientId,
  outfitterId: order.outfitterId,
  phId: order.phId,
  irId: order.irId,
  pricelistId: order.pricelistId,
  currency: order.currency,
  discountBp: order.discountBp,
  vatRateBp: order.vatRateBp,
  depositBp: order.depositBp,
  lines: order.lines.map((line) => ({
    id: line.id,
    speciesId: line.speciesId,
    trophyTypeId: line.trophyTypeId,
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
    tagNumbers: line.tagNumbers,
    instruction: line.instruction,
  })),
});
const read = async (id: string, headers = admin) =>
  (await ctx.test.app.inject({ url: `/api/orders/${id}`, headers })).json<Order>();

describe('landed costs on a quote', () => {
  it('are kept, an estimate unless said otherwise, and the totals add them up', async () => {
    const created = await create(admin, { landedCosts: costs });
    expect(created.statusCode).toBe(201);
    const order = await read(created.json<{ id: string }>().id);
    expect(order.landedCosts).toEqual([
      { kind: 'crating', amountMinor: 150_000, estimate: true },
      { kind: 'freight', amountMinor: 800_000, estimate: true },
      { kind: 'insurance', amountMinor: 50_000, estimate: false },
    ]);
    const { totals } = order;
    expect(totals.costsMinor).toBe(1_000_000);
    expect(totals.estimatedMinor).toBe(950_000);
    const taxed = totals.subtotalMinor - totals.discountMinor + totals.costsMinor;
    expect(totals.vatMinor).toBe(Math.round(taxed * 0.15));
    expect(totals.totalMinor).toBe(taxed + totals.vatMinor);
  });

  it('refuse a kind twice, an unknown kind or a negative amount (400, nothing saved)', async () => {
    const twice = await create(admin, { landedCosts: [costs[0], costs[0]] });
    expect(twice.statusCode).toBe(400);
    expect(Object.keys(twice.json().errors)).toEqual(['landedCosts.1.kind']);
    const unknown = await create(admin, { landedCosts: [{ kind: 'taxidermy', amountMinor: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['landedCosts.0.kind']);
    const negative = await create(admin, {
      landedCosts: [{ kind: 'freight', amountMinor: -1 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(Object.keys(negative.json().errors)).toEqual(['landedCosts.0.amountMinor']);
  });

  it("are staff's: a client's request or edit keeps what staff set", async () => {
    const requested = await create(client, { clientId: null, landedCosts: costs });
    expect(requested.statusCode).toBe(201);
    const id = requested.json<{ id: string }>().id;
    expect((await read(id)).landedCosts).toEqual([]);
    const staffSet = await read(id);
    const put = (headers: Record<string, string>, version: number, landedCosts: object[]) =>
      ctx.test.app.inject({
        method: 'PUT',
        url: `/api/orders/${id}`,
        headers,
        payload: { ...editBody(staffSet), landedCosts, version },
      });
    expect((await put(admin, staffSet.version, [costs[1]!])).statusCode).toBe(200);
    const byClient = await put(client, staffSet.version + 1, []);
    expect(byClient.statusCode).toBe(200);
    expect((await read(id)).landedCosts).toEqual([
      { kind: 'freight', amountMinor: 800_000, estimate: true },
    ]);
  });

  it('are printed on the invoice, marked as estimates, with the estimated part', async () => {
    const created = await create(admin, { landedCosts: costs });
    const id = created.json<{ id: string }>().id;
    const { totals } = await read(id);
    await ctx.test.app.db.update(orders).set({ status: 'accepted' }).where(eq(orders.id, id));
    const answer = await ctx.test.app.inject({
      url: `/api/orders/${id}/invoice.pdf`,
      headers: admin,
    });
    expect(answer.statusCode).toBe(200);
    const text = plain(pdfText(answer.rawPayload).join('\n'));
    for (const expected of [
      'Crating (estimate)',
      money(150_000),
      'Freight (estimate)',
      money(800_000),
      'Insurance',
      'Of which estimated (before VAT)',
      money(950_000),
      money(totals.totalMinor),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Insurance (estimate)');
  });
});
