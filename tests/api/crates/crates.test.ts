import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { crates } from '../../../src/features/crates/table';
import type { Role } from '../../../src/shared/roles';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { crateCalls, DEMO_AGENT, demoClientWithAgent } from './crateSupport';

// docs/crates-and-shipments.md: staff pack the lines that are ready for export into crates, one
// consignee a crate and one crate a line; packing moves a line to Crated; the order's readers read
// its crates and the shipment's waybill, as the orders' row scopes admit them.
const ctx = useTestApp();
const as = {} as Record<Role, Record<string, string>>;
let calls: ReturnType<typeof crateCalls>;
let clientId: string;

const crateCount = async () => (await ctx.test.app.db.select({ n: count() }).from(crates))[0]!.n;
const newShipment = async (fields: Record<string, unknown> = {}) => {
  const answer = await ctx.test.app.inject({
    method: 'POST',
    url: '/api/shipments',
    headers: as.customerLiaison,
    payload: { freightAgent: DEMO_AGENT, airline: 'SAA', airWaybill: '083-12345675', ...fields },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
};

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
  calls = crateCalls(ctx.test.app, as.admin);
  clientId = await demoClientWithAgent(ctx.test.app);
});

describe('packing a crate', () => {
  it('takes ready-for-export lines, addresses the client, computes the volumetric weight and moves the lines to Crated', async () => {
    const order = await calls.readyOrder();
    const [first, second] = order.lines;
    const crate = await calls.packed({ clientId, orderLineIds: [first!.id, second!.id] });
    expect(crate).toMatchObject({
      clientId,
      consigneeName: 'Clara Client',
      volumetricWeightKg: 96,
      actualWeightKg: 42.5,
      declaredValueMinor: 1_500_000,
      insuredValueMinor: 1_800_000,
      orderLineIds: expect.arrayContaining([first!.id, second!.id]),
    });
    expect(crate.consigneeAddress).toBe('12 Long Street\n8001 Cape Town\nZA');
    expect(crate.reference).toBe(`C-${String(crate.number).padStart(6, '0')}`);
    expect(crate.packedLines.map((line) => [line.orderNumber, line.lineNumber])).toEqual([
      [order.number, 1],
      [order.number, 2],
    ]);
    const after = await calls.order(order.id);
    expect(after.lines.map((line) => line.stage)).toEqual(['crated', 'crated']);
    expect(after.lines[0]!.crate).toEqual({ crateNumber: crate.number, shipment: null });
    expect(after.history.at(-1)?.lineMove?.to.stage).toBe('crated');
  });

  it("waits for the balance of an order still in production, unless staff say why, which the order's history keeps", async () => {
    const order = await calls.readyOrder({ paid: false });
    const before = await crateCount();
    const refused = await calls.pack({ clientId, orderLineIds: [order.lines[0]!.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.balanceReason).toMatch(
      /^The balance of .+ is not paid yet \(paid: .+\)\. Record the payment, or give the reason/,
    );
    expect(await crateCount()).toBe(before);
    expect((await calls.order(order.id)).lines[0]!.stage).toBe('readyForExport');

    const reason = 'The client pays on collection at the agent';
    await calls.packed({ clientId, orderLineIds: [order.lines[0]!.id], balanceReason: reason });
    const after = await calls.order(order.id);
    expect(after.lines[0]!.stage).toBe('crated');
    expect(after.history.at(-1)).toMatchObject({
      note: reason,
      lineMove: { to: { stage: 'crated' } },
    });
  });

  it('keeps a consignee the client names', async () => {
    const order = await calls.readyOrder();
    const crate = await calls.packed({
      clientId,
      consigneeName: 'Hunting Lodge Bavaria',
      consigneeAddress: 'Jagdweg 3\n80331 München',
      orderLineIds: [order.lines[0]!.id],
    });
    expect(crate).toMatchObject({
      consigneeName: 'Hunting Lodge Bavaria',
      consigneeAddress: 'Jagdweg 3\n80331 München',
    });
  });

  it('refuses a line that is not ready for export, and changes nothing', async () => {
    const order = await calls.readyOrder();
    const before = await crateCount();
    await ctx.test.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/lines/${order.lines[0]!.id}/stage`,
      headers: as.admin,
      payload: { stage: 'inProduction', productionStepId: null },
    });
    const answer = await calls.pack({ clientId, orderLineIds: order.lines.map((line) => line.id) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.orderLineIds).toBe(
      'Only lines that are Ready for export can be packed',
    );
    expect(await crateCount()).toBe(before);
    expect((await calls.order(order.id)).lines[1]!.stage).toBe('readyForExport');
  });

  it("refuses a line of another client's order: one consignee a crate", async () => {
    const ours = await calls.readyOrder();
    const theirs = await calls.otherClientsOrder();
    const answer = await calls.pack({
      clientId,
      orderLineIds: [ours.lines[0]!.id, theirs.lines[0]!.id],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.orderLineIds).toMatch(/one consignee a crate/);
    expect((await calls.order(ours.id)).lines[0]!.stage).toBe('readyForExport');
  });

  it('puts a line in one crate only, on a new crate and on an edit', async () => {
    const order = await calls.readyOrder();
    const [first, second] = order.lines;
    const crate = await calls.packed({ clientId, orderLineIds: [first!.id] });
    const again = await calls.pack({ clientId, orderLineIds: [first!.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`C-${String(crate.number).padStart(6, '0')}`);
    const other = await calls.packed({ clientId, orderLineIds: [second!.id] });
    const moved = await calls.change(other, { orderLineIds: [second!.id, first!.id] });
    expect(moved.statusCode).toBe(409);
    const held = (await calls.read(`/api/crates/${crate.id}`)).json();
    expect(held.orderLineIds).toEqual([first!.id]);
  });

  it('lets a line go back to Ready for export when it is taken out', async () => {
    const order = await calls.readyOrder();
    const [first, second] = order.lines;
    const crate = await calls.packed({ clientId, orderLineIds: [first!.id, second!.id] });
    const answer = await calls.change(crate, { orderLineIds: [second!.id] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().orderLineIds).toEqual([second!.id]);
    const after = await calls.order(order.id);
    expect(after.lines.map((line) => [line.stage, line.crate?.crateNumber ?? null])).toEqual([
      ['readyForExport', null],
      ['crated', crate.number],
    ]);
    // Another crate may now take it.
    expect((await calls.pack({ clientId, orderLineIds: [first!.id] })).statusCode).toBe(201);
  });

  it('answers 4xx to bad input, and makes nothing', async () => {
    const before = await crateCount();
    const bad = [
      { clientId, lengthCm: 0 },
      { clientId, widthCm: 12.5 },
      { clientId, actualWeightKg: 10.123 },
      { clientId, actualWeightKg: -1 },
      { clientId, declaredValueMinor: 10.5 },
      { clientId, currency: 'rand' },
      { clientId: '00000000-0000-4000-8000-000000000000' },
      { clientId, orderLineIds: ['00000000-0000-4000-8000-000000000000'] },
      { clientId, orderLineIds: ['not-an-id'] },
      { clientId, shipmentId: '00000000-0000-4000-8000-000000000000' },
    ];
    for (const fields of bad) {
      const answer = await calls.pack(fields);
      expect(answer.statusCode, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(fields)).toBeLessThan(500);
    }
    expect(await crateCount()).toBe(before);
  });

  it('is for staff: no one else packs', async () => {
    const order = await calls.readyOrder();
    for (const role of ['huntingOutfitter', 'professionalHunter', 'client', 'collector'] as const) {
      const answer = await calls.pack({ clientId, orderLineIds: [order.lines[0]!.id] }, as[role]);
      expect(answer.statusCode, role).toBe(403);
    }
  });
});

describe('shipments', () => {
  it('takes the crates of clients whose freight agent it goes to, and the order shows its waybill', async () => {
    const order = await calls.readyOrder();
    const crate = await calls.packed({ clientId, orderLineIds: [order.lines[0]!.id] });
    const shipment = await newShipment({ handedOverOn: '2026-11-20', shippedOn: '2026-11-21' });
    const joined = await calls.change(crate, { shipmentId: shipment.id });
    expect(joined.statusCode, joined.body).toBe(200);
    const read = (await calls.read(`/api/shipments/${shipment.id}`)).json();
    expect(read).toMatchObject({ crateCount: 1, airWaybill: '083-12345675' });
    const line = (await calls.order(order.id)).lines[0]!;
    expect(line.crate).toEqual({
      crateNumber: crate.number,
      shipment: {
        number: shipment.number,
        airline: 'SAA',
        airWaybill: '083-12345675',
        handedOverOn: '2026-11-20',
        shippedOn: '2026-11-21',
      },
    });
  });

  it('refuses a crate whose client has another freight agent', async () => {
    const order = await calls.readyOrder();
    const crate = await calls.packed({ clientId, orderLineIds: [order.lines[0]!.id] });
    const shipment = await newShipment({ freightAgent: 'Other Freight' });
    const answer = await calls.change(crate, { shipmentId: shipment.id });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.shipmentId).toBe(
      `This shipment goes to Other Freight; the client's freight agent is ${DEMO_AGENT}`,
    );
  });

  it('answers 400 to a bad waybill or a shipping day before the hand-over', async () => {
    for (const fields of [
      { airWaybill: '12345' },
      { handedOverOn: '2026-11-20', shippedOn: '2026-11-19' },
      { freightAgent: '' },
    ]) {
      const answer = await ctx.test.app.inject({
        method: 'POST',
        url: '/api/shipments',
        headers: as.admin,
        payload: { freightAgent: DEMO_AGENT, ...fields },
      });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
    }
  });
});

describe('who reads crates and shipments', () => {
  it("the order's client, outfitter and PH read its crate and shipment; others do not", async () => {
    const hunted = await calls.readyOrder({ withPh: true });
    const notHunted = await calls.readyOrder({ withPh: false });
    const shipment = await newShipment();
    const withPh = await calls.packed({
      clientId,
      orderLineIds: [hunted.lines[0]!.id],
      shipmentId: shipment.id,
    });
    const withoutPh = await calls.packed({ clientId, orderLineIds: [notHunted.lines[0]!.id] });
    const theirs = await calls.otherClientsOrder();
    const [otherClient] = [theirs.clientId];
    const foreign = await calls.packed({
      clientId: otherClient,
      orderLineIds: [theirs.lines[0]!.id],
    });
    const seen = async (role: Role) => {
      const list = await calls.read('/api/crates?range=[0,499]', as[role]);
      if (list.statusCode !== 200) return list.statusCode;
      const ids = list.json().map((crate: { id: string }) => crate.id);
      return [withPh, withoutPh, foreign].map((crate) => ids.includes(crate.id));
    };
    expect(await seen('admin')).toEqual([true, true, true]);
    expect(await seen('customerLiaison')).toEqual([true, true, true]);
    expect(await seen('client')).toEqual([true, true, false]);
    expect(await seen('huntingOutfitter')).toEqual([true, true, false]);
    expect(await seen('professionalHunter')).toEqual([true, false, false]);
    expect(await seen('collector')).toBe(403);
    expect((await calls.read(`/api/crates/${foreign.id}`, as.client)).statusCode).toBe(404);
    expect(
      (await calls.read(`/api/crates/${withoutPh.id}`, as.professionalHunter)).statusCode,
    ).toBe(404);
    for (const role of ['client', 'huntingOutfitter', 'professionalHunter'] as const) {
      const read = await calls.read(`/api/shipments/${shipment.id}`, as[role]);
      expect(read.statusCode, role).toBe(200);
      expect(read.json().airWaybill).toBe('083-12345675');
    }
    expect((await calls.read(`/api/shipments/${shipment.id}`, as.collector)).statusCode).toBe(403);
  });
});

describe('the API description', () => {
  it('describes the crates and shipments calls and the packing list', async () => {
    const spec = (await ctx.test.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/crates',
        '/api/crates/{id}',
        '/api/crates/{id}/packing-list.pdf',
        '/api/shipments',
        '/api/shipments/{id}',
      ]),
    );
    expect(spec.paths['/api/crates'].post).toBeDefined();
    expect(spec.paths['/api/shipments/{id}'].put).toBeDefined();
  });
});

describe("a shipment's freight agent", () => {
  it('changes only to the agent of every client whose crate it holds', async () => {
    const order = await calls.readyOrder();
    const shipment = await newShipment();
    await calls.packed({ clientId, orderLineIds: [order.lines[0]!.id], shipmentId: shipment.id });
    const put = (freightAgent: string, version: number) =>
      ctx.test.app.inject({
        method: 'PUT',
        url: `/api/shipments/${shipment.id}`,
        headers: as.admin,
        payload: { freightAgent, airline: 'SAA', airWaybill: '083-12345675', version },
      });
    const refused = await put('Other Freight', shipment.version);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.freightAgent).toBe(
      `This shipment holds a crate whose client's freight agent is ${DEMO_AGENT}`,
    );
    // The same agent, written otherwise, is the same agent.
    const kept = await put(DEMO_AGENT.toUpperCase(), shipment.version);
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
