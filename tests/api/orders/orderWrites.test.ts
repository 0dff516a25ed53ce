import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../../src/features/orders/orderStatuses';
import { orders, orderStatusChanges } from '../../../src/features/orders/table';
import { instructionRegisters } from '../../../src/features/instruction-registers/table';
import { readOutbox, waitForMail } from '../../support/outbox';
import { createRecord, disableUser, sampleBody } from '../../support/resourceSamples';
import { pdfText } from '../../support/pdfText';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody, userId } from './orderSupport';

const ctx = useTestApp();
const inject = (options: InjectOptions) => ctx.test.app.inject(options);

async function create(email: string, body?: object) {
  const headers = await signIn(ctx.test.app, email);
  const payload = body ?? (await demoOrderBody(ctx.test.app));
  return {
    headers,
    answer: await inject({ method: 'POST', url: '/api/orders', headers, payload }),
  };
}

describe('creating and editing orders', () => {
  it('a client creates a draft for themself, at the pricelist prices, with no terms of their own', async () => {
    const body = await demoOrderBody(ctx.test.app);
    const tampered = {
      ...body,
      clientId: '00000000-0000-4000-8000-000000000001',
      lines: body.lines.map((line) => ({ ...line, unitPriceMinor: 1 })),
      discountBp: 9000,
    };
    const { answer } = await create('client@example.com', tampered);
    expect(answer.statusCode).toBe(201);
    const order = answer.json();
    expect(order.status).toBe('draft');
    expect(order.clientId).toBe(body.clientId);
    expect(order.lines[0].unitPriceMinor).toBe(body.lines[0]!.unitPriceMinor);
    expect(order.discountBp).toBe(0);
    expect(order.history.map((change: { to: string }) => change.to)).toEqual(['draft']);
  });

  it('computes subtotal, discount, VAT, total and deposit on the server, once, in minor units', async () => {
    const body = await demoOrderBody(ctx.test.app);
    const [line] = body.lines;
    const payload = {
      ...body,
      lines: [
        { ...line!, quantity: 2, unitPriceMinor: 1_250_000 },
        { ...line!, quantity: 1, unitPriceMinor: 380_001 },
      ],
      discountBp: 1000,
      vatRateBp: 1500,
      depositBp: 5000,
    };
    const { answer } = await create('liaison@example.com', payload);
    // 2 x 12,500.00 + 3,800.01 = 28,800.01; -10 % = 2,880.00 (2,880.001 rounded); VAT 15 % of
    // 25,920.01 = 3,888.00 (3,888.0015); total 29,808.01; deposit 50 % = 14,904.01 (14,904.005 up).
    expect(answer.json().totals).toEqual({
      subtotalMinor: 2_880_001,
      discountMinor: 288_000,
      vatMinor: 388_800,
      totalMinor: 2_980_801,
      depositMinor: 1_490_401,
      hasPriceOnRequest: false,
      costsMinor: 0,
      estimatedMinor: 0,
    });
  });

  it("refuses a line that is not on the pricelist and a currency other than the pricelist's, with 400", async () => {
    const body = await demoOrderBody(ctx.test.app);
    const before = (await ctx.test.app.db.select({ id: orders.id }).from(orders)).length;
    const offList = {
      ...body,
      lines: [{ ...body.lines[0]!, trophyTypeId: body.lines[0]!.speciesId }],
    };
    expect((await create('admin@example.com', offList)).answer.statusCode).toBe(400);
    expect(
      (await create('admin@example.com', { ...body, currency: 'USD' })).answer.statusCode,
    ).toBe(400);
    expect((await ctx.test.app.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it("an order's PH must be a professional hunter: anyone else answers 400 with a field error", async () => {
    const body = await demoOrderBody(ctx.test.app);
    const before = (await ctx.test.app.db.select({ id: orders.id }).from(orders)).length;
    const notPhs = [
      await userId(ctx.test.app, 'outfitter@example.com'),
      await userId(ctx.test.app, 'client@example.com'),
      '00000000-0000-4000-8000-000000000001',
    ];
    for (const phId of notPhs) {
      const { answer } = await create('client@example.com', { ...body, phId });
      expect(answer.statusCode, phId).toBe(400);
      expect(answer.json().errors).toEqual({ phId: 'Not a professional hunter' });
    }
    expect((await ctx.test.app.db.select({ id: orders.id }).from(orders)).length).toBe(before);
    const ph = await userId(ctx.test.app, 'ph@example.com');
    const { headers, answer } = await create('client@example.com', { ...body, phId: ph });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().phId).toBe(ph);
    const edit = await inject({
      method: 'PUT',
      url: `/api/orders/${answer.json().id}`,
      headers,
      payload: { ...body, phId: notPhs[0], version: 1 },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual({ phId: 'Not a professional hunter' });
  });

  it("an order's outfitter must be a hunting outfitter: anyone else answers 400 with a field error", async () => {
    const body = await demoOrderBody(ctx.test.app);
    const before = (await ctx.test.app.db.select({ id: orders.id }).from(orders)).length;
    for (const outfitterId of [
      await userId(ctx.test.app, 'ph@example.com'),
      await userId(ctx.test.app, 'client@example.com'),
      '00000000-0000-4000-8000-000000000001',
    ]) {
      const { answer } = await create('client@example.com', { ...body, outfitterId });
      expect(answer.statusCode, outfitterId).toBe(400);
      expect(answer.json().errors).toEqual({ outfitterId: 'Not a hunting outfitter' });
    }
    expect((await ctx.test.app.db.select({ id: orders.id }).from(orders)).length).toBe(before);
    const outfitter = await userId(ctx.test.app, 'outfitter@example.com');
    const { answer } = await create('client@example.com', { ...body, outfitterId: outfitter });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().outfitterId).toBe(outfitter);
  });

  it("disabling a PH does not block editing their orders: the order's own PH is kept", async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const ph = await createRecord(
      ctx.test.app,
      admin,
      'users',
      sampleBody('users', { roles: ['professionalHunter'] }),
    );
    const body = { ...(await demoOrderBody(ctx.test.app)), phId: ph.id };
    const { headers, answer } = await create('client@example.com', body);
    expect(answer.statusCode).toBe(201);
    await disableUser(ctx.test.app, admin, ph);
    const edit = (id: string, version: number) =>
      inject({ method: 'PUT', url: `/api/orders/${id}`, headers, payload: { ...body, version } });
    expect((await edit(answer.json().id, 1)).statusCode).toBe(200);
    const other = await create('client@example.com', { ...body, phId: null });
    expect((await edit(other.answer.json().id, 1)).statusCode).toBe(400);
  });

  it("only staff link an order to a register: a requester's other irId answers 400 and changes nothing", async () => {
    const [register] = await ctx.test.app.db
      .select({ id: instructionRegisters.id })
      .from(instructionRegisters)
      .limit(1);
    const body = { ...(await demoOrderBody(ctx.test.app)), irId: register!.id };
    const refused = await create('client@example.com', body);
    expect(refused.answer.statusCode).toBe(400);
    expect(refused.answer.json().errors).toEqual({
      irId: 'Only the studio links an order to a register',
    });
    const { headers, answer } = await create('client@example.com');
    const draft = answer.json();
    expect(draft.irId).toBeNull();
    const edit = await inject({
      method: 'PUT',
      url: `/api/orders/${draft.id}`,
      headers,
      payload: { ...body, version: draft.version },
    });
    expect(edit.statusCode).toBe(400);
    expect(Object.keys(edit.json().errors)).toEqual(['irId']);
    const [stored] = await ctx.test.app.db.select().from(orders).where(eq(orders.id, draft.id));
    expect(stored!.irId).toBeNull();
    const linked = await create('liaison@example.com', body);
    expect(linked.answer.statusCode).toBe(201);
    expect(linked.answer.json().irId).toBe(register!.id);
  });

  it('a PH may not create or edit orders: 403', async () => {
    expect((await create('ph@example.com')).answer.statusCode).toBe(403);
  });

  it('an edit with a stale version answers 409 and changes nothing', async () => {
    const { headers, answer } = await create('client@example.com');
    const order = answer.json();
    const body = await demoOrderBody(ctx.test.app);
    const put = (version: number, quantity: number) =>
      inject({
        method: 'PUT',
        url: `/api/orders/${order.id}`,
        headers,
        payload: { ...body, lines: [{ ...body.lines[0]!, quantity }], version },
      });
    expect((await put(1, 2)).statusCode).toBe(200);
    expect((await put(1, 3)).statusCode).toBe(409);
    const [row] = await ctx.test.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.version).toBe(2);
    expect(row!.subtotalMinor).toBe(2 * body.lines[0]!.unitPriceMinor!);
    const moved = await inject({
      method: 'POST',
      url: `/api/orders/${order.id}/transitions`,
      headers,
      payload: { to: 'submitted', version: 1 },
    });
    expect(moved.statusCode).toBe(409);
  });

  it('a requester may not edit a submitted order: 409', async () => {
    const { headers, answer } = await create('client@example.com');
    const order = answer.json();
    await inject({
      method: 'POST',
      url: `/api/orders/${order.id}/transitions`,
      headers,
      payload: { to: 'submitted', version: 1 },
    });
    const body = await demoOrderBody(ctx.test.app);
    const edit = await inject({
      method: 'PUT',
      url: `/api/orders/${order.id}`,
      headers,
      payload: { ...body, version: 2 },
    });
    expect(edit.statusCode).toBe(409);
  });
});

describe('moves, history and e-mails', () => {
  it('keeps who, when, from, to and note, and mails the client when the quote is ready and at each stage', async () => {
    const { headers: client, answer } = await create('client@example.com');
    const id = answer.json().id;
    const liaison = await signIn(ctx.test.app, 'liaison@example.com');
    const move = (headers: typeof client, to: string, version: number, note = '') =>
      inject({
        method: 'POST',
        url: `/api/orders/${id}/transitions`,
        headers,
        payload: { to, version, note },
      });
    expect((await move(client, 'submitted', 1)).statusCode).toBe(200);
    expect((await move(liaison, 'quoted', 2)).statusCode).toBe(200);
    const number = formatOrderNumber(answer.json().number);
    const quoteMail = await waitForMail(
      ctx.test.config.DATA_DIR,
      'client@example.com',
      new RegExp(`quote ${number} is ready`),
    );
    expect(quoteMail.links.some((link) => link.endsWith(`/orders/${id}`))).toBe(true);
    expect((await move(client, 'accepted', 3)).statusCode).toBe(200);
    expect((await move(liaison, 'inProduction', 4, 'Skins salted')).statusCode).toBe(200);
    const stageMail = await waitForMail(
      ctx.test.config.DATA_DIR,
      'client@example.com',
      new RegExp(`${number} moved to In production`),
    );
    expect(stageMail.text).toContain('Skins salted');
    const accepted = (await readOutbox(ctx.test.config.DATA_DIR)).filter((mail) =>
      mail.subject.includes(`${number} moved to Accepted`),
    );
    expect(accepted).toEqual([]);
    const history = await ctx.test.app.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, id))
      .orderBy(orderStatusChanges.at);
    expect(history.map((change) => [change.fromStatus, change.toStatus])).toEqual([
      [null, 'draft'],
      ['draft', 'submitted'],
      ['submitted', 'quoted'],
      ['quoted', 'accepted'],
      ['accepted', 'inProduction'],
    ]);
    const shown = (await inject({ url: `/api/orders/${id}`, headers: client })).json();
    expect(shown.history.at(-1)).toMatchObject({
      to: 'inProduction',
      note: 'Skins salted',
      byName: expect.stringMatching(/\S/),
    });
  });

  it('serves the quote as a PDF with the studio, client, lines and totals', async () => {
    const { headers, answer } = await create('client@example.com');
    const order = answer.json();
    const pdf = await inject({ url: `/api/orders/${order.id}/quote.pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(formatOrderNumber(order.number));
    const text = pdfText(pdf.rawPayload).join('\n');
    for (const shown of [
      'Trophy Portal Taxidermy',
      formatOrderNumber(order.number),
      'Clara Client',
      'Greater Kudu',
    ]) {
      expect(text).toContain(shown);
    }
  });
});

describe('the list call', () => {
  it('answers newest first, and filters by status and searches by number', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const listed = await inject({ url: '/api/orders?range=[0,4]', headers: admin });
    const rows = listed.json();
    const times = rows.map((row: { createdAt: string }) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const drafts = await inject({
      url: `/api/orders?filter=${encodeURIComponent('{"status":"draft"}')}`,
      headers: admin,
    });
    expect(drafts.json().every((row: { status: string }) => row.status === 'draft')).toBe(true);
    const target = rows[2];
    const found = await inject({
      url: `/api/orders?filter=${encodeURIComponent(JSON.stringify({ q: formatOrderNumber(target.number) }))}`,
      headers: admin,
    });
    expect(found.json().map((row: { id: string }) => row.id)).toEqual([target.id]);
  });

  it('refuses a range beyond the paging depth, a bad filter and a sort by an unsupported field with 400', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const urls = [
      '/api/orders?range=[10000,10024]',
      `/api/orders?filter=${encodeURIComponent('{"status":"lost"}')}`,
      `/api/orders?filter=${encodeURIComponent('{"createdFrom":"1800-01-01"}')}`,
      '/api/orders?sort=["updatedAt","DESC"]',
      '/api/orders?sort=["createdAt","UP"]',
    ];
    for (const url of urls)
      expect((await inject({ url, headers: admin })).statusCode, url).toBe(400);
  });
});
