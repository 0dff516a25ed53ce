import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/features/orders/table';
import { pricelistItems } from '../../../src/features/pricelists/table';
import { species } from '../../../src/features/species/table';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { documentCalls } from '../documents/documentSupport';
import { payInFull } from '../payments/paymentSupport';
import { demoOrderBody } from './orderSupport';

// docs/paperwork.md "Blocking": an order may not become Ready for export until its documents are
// complete; the refusal is a 409 that names the missing kinds. The checklist answers the same rule.

const ctx = useTestApp();
let liaison: Record<string, string>;
let client: Record<string, string>;

/**
 * An In-production order of the demo client with a leopard (CITES I, TOPS) line, tag ZA-LEO-1,
 * exported to TLS already (docs/tls-export.md#batches: only then may it leave production).
 */
async function leopardOrder(): Promise<string> {
  const body = await demoOrderBody(ctx.test.app);
  const [leopard] = await ctx.test.app.db
    .select({
      speciesId: pricelistItems.speciesId,
      trophyTypeId: pricelistItems.trophyTypeId,
      price: pricelistItems.priceMinor,
    })
    .from(pricelistItems)
    .innerJoin(species, eq(species.id, pricelistItems.speciesId))
    .where(
      and(eq(species.commonName, 'Leopard'), eq(pricelistItems.pricelistId, body.pricelistId)),
    );
  const lines = [
    {
      ...leopard!,
      quantity: 1,
      unitPriceMinor: 450_000,
      tagNumbers: ['ZA-LEO-1'],
      instruction: '',
    },
  ].map(({ price: _price, ...line }) => line);
  const created = await ctx.test.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: liaison,
    payload: { ...body, lines },
  });
  const id = created.json().id as string;
  await ctx.test.app.db
    .update(orders)
    .set({ status: 'inProduction', exportedToTlsAt: new Date() })
    .where(eq(orders.id, id));
  return id;
}

const moveToReady = (id: string, version: number) =>
  ctx.test.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/transitions`,
    headers: liaison,
    payload: { to: 'readyForExport', version },
  });

beforeAll(async () => {
  liaison = await signIn(ctx.test.app, 'liaison@example.com');
  client = await signIn(ctx.test.app, 'client@example.com');
});

describe('the move to Ready for export', () => {
  it('is refused (409) while documents are missing, naming each missing kind, and changes nothing', async () => {
    const id = await leopardOrder();
    const answer = await moveToReady(id, 1);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'The export paperwork is not complete; missing: Hunting register, Veterinary certificate, CITES export permit, CITES import permit, TOPS permit',
    );
    expect(answer.json().errors).toEqual({
      huntingRegister: 'Missing',
      veterinaryCertificate: 'Missing',
      citesExportPermit: 'Missing',
      citesImportPermit: 'Missing',
      topsPermit: 'Missing',
    });
    const [row] = await ctx.test.app.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: 'inProduction', version: 1 });
  });

  it('does not count an expired permit', async () => {
    const id = await leopardOrder();
    const docs = documentCalls(ctx.test.app);
    for (const kind of [
      'huntingRegister',
      'veterinaryCertificate',
      'citesExportPermit',
      'citesImportPermit',
    ])
      await docs.add(client, { kind, orderId: id });
    await docs.add(client, { kind: 'topsPermit', orderId: id, expiresOn: '2020-01-31' });
    const answer = await moveToReady(id, 1);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().errors).toEqual({ topsPermit: 'Expired' });
  });

  it('goes through once every required document is there, whoever uploaded them, and it is paid', async () => {
    const id = await leopardOrder();
    const docs = documentCalls(ctx.test.app);
    await docs.add(client, { kind: 'huntingRegister', orderId: id });
    await docs.add(liaison, { kind: 'veterinaryCertificate', orderId: id });
    for (const kind of ['citesExportPermit', 'citesImportPermit', 'topsPermit'])
      await docs.add(liaison, { kind, orderId: id, tagNumbers: ['ZA-LEO-1'] });
    // docs/payments.md#gates: then only the balance stands in the way.
    const unpaid = await moveToReady(id, 1);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toMatch(/^The balance of .* is not paid yet/);
    await payInFull(ctx.test.app, liaison, id);
    const answer = await moveToReady(id, 1);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('readyForExport');
  });
});

describe('the demo data', () => {
  it('has its order In production blocked by a missing TOPS permit, its other paperwork there', async () => {
    // docs/settings.md#demo-data: the demo orders come first, so the lowest number is the demo's.
    const [demo] = await ctx.test.app.db
      .select({ id: orders.id, version: orders.version })
      .from(orders)
      .where(eq(orders.status, 'inProduction'))
      .orderBy(asc(orders.number))
      .limit(1);
    // npm start exports it in the demo's batch 1 (seedDemoTlsBatch), which the test app does not make.
    await ctx.test.app.db
      .update(orders)
      .set({ exportedToTlsAt: new Date() })
      .where(eq(orders.id, demo!.id));
    const answer = await moveToReady(demo!.id, demo!.version);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().errors).toEqual({ topsPermit: 'Missing' });
  });
});

describe('GET /api/orders/{id}/paperwork', () => {
  it('answers the checklist and the mismatches to whoever may read the order', async () => {
    const id = await leopardOrder();
    const docs = documentCalls(ctx.test.app);
    await docs.add(client, {
      kind: 'huntingRegister',
      orderId: id,
      holderName: 'Clara Klient',
      holderPassportNumber: 'PCLIENT01',
    });
    await docs.add(client, { kind: 'citesExportPermit', orderId: id, tagNumbers: ['ZA-OTHER'] });
    const answer = await ctx.test.app.inject({
      url: `/api/orders/${id}/paperwork`,
      headers: client,
    });
    expect(answer.statusCode).toBe(200);
    const paperwork = answer.json();
    expect(
      paperwork.items.map((item: { kind: string; state: string }) => [item.kind, item.state]),
    ).toEqual([
      ['huntingRegister', 'present'],
      ['veterinaryCertificate', 'missing'],
      ['citesExportPermit', 'present'],
      ['citesImportPermit', 'missing'],
      ['topsPermit', 'missing'],
    ]);
    expect(paperwork.warnings.map((warning: { message: string }) => warning.message)).toEqual([
      'Permit: holder "Clara Klient" is not the client "Clara Client"',
      'No permit covers tag number ZA-LEO-1',
    ]);
  });

  it("words its reasons and mismatches in the reader's language", async () => {
    const id = await leopardOrder();
    await documentCalls(ctx.test.app).add(client, {
      kind: 'huntingRegister',
      orderId: id,
      holderName: 'Clara Klient',
    });
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const french = await ctx.test.app.inject({
      method: 'PUT',
      url: '/api/clients/account/language',
      headers: admin,
      payload: { language: 'fr' },
    });
    expect(french.statusCode).toBe(200);
    const answer = await ctx.test.app.inject({
      url: `/api/orders/${id}/paperwork`,
      headers: admin,
    });
    const paperwork = answer.json();
    expect(paperwork.items.map((item: { because: string }) => item.because)).toEqual([
      'toute exportation',
      'toute exportation',
      'Leopard figure à l’annexe I ou II de la CITES',
      'Leopard figure à l’annexe I de la CITES',
      'Leopard est listé TOPS',
    ]);
    expect(paperwork.warnings.map((warning: { message: string }) => warning.message)).toContain(
      'Permit : le titulaire « Clara Klient » n’est pas le client « Clara Client »',
    );
  });

  it('plans shipping on the expected shipping day once staff set one, from production times before', async () => {
    const id = await leopardOrder();
    const planned = async () =>
      (await ctx.test.app.inject({ url: `/api/orders/${id}/paperwork`, headers: client })).json()
        .plannedShippingOn;
    expect(await planned()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await ctx.test.app.db
      .update(orders)
      .set({ expectedShippingOn: '2031-02-03' })
      .where(eq(orders.id, id));
    expect(await planned()).toBe('2031-02-03');
  });

  it('is a 404 for someone who may not read the order', async () => {
    const id = await leopardOrder();
    const ph = await signIn(ctx.test.app, 'ph@example.com');
    const answer = await ctx.test.app.inject({ url: `/api/orders/${id}/paperwork`, headers: ph });
    expect(answer.statusCode).toBe(404);
  });
});
