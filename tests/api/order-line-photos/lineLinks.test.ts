import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';
import { demoOrderIds } from '../documents/documentSupport';
import {
  activePricelist,
  irCalls,
  signedBody,
  type PricelistItem,
} from '../instructionRegisters/irSupport';
import { uploadPhoto } from './photoSupport';

// docs/order-line-photos.md#farm-photos and #lines-kept-across-edits: what hangs on an order line
// (the register's line, the progress photos) stays with it.
type Headers = Record<string, string>;
let test: TestApp;
let liaison: Headers;
let collector: Headers;
let client: Headers;
let clientId: string;
let pricelist: { id: string; currency: string; items: PricelistItem[] };

beforeAll(async () => {
  test = await createTestApp();
  liaison = await signIn(test.app, 'liaison@example.com');
  collector = await signIn(test.app, 'collector@example.com');
  client = await signIn(test.app, 'client@example.com');
  ({ clientId } = await demoOrderIds(test.app));
  pricelist = await activePricelist(test.app, liaison);
});
afterAll(() => test.close());

const priced = () => pricelist.items.filter((item) => item.priceMinor !== null);
const lineOf = (item: PricelistItem, tag: string) => ({
  speciesId: item.speciesId,
  trophyTypeId: item.trophyTypeId,
  quantity: 1,
  unitPriceMinor: item.priceMinor,
  tagNumbers: [tag],
  instruction: '',
});
const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe("an order's edit keeps the lines it names", () => {
  it('keeps a named line (its id and photos), makes the unnamed ones new and drops the rest', async () => {
    const [first, second] = priced();
    const created = await call(liaison, 'POST', '/api/orders', {
      clientId,
      pricelistId: pricelist.id,
      currency: pricelist.currency,
      lines: [lineOf(first!, 'KEEP-1'), lineOf(second!, 'KEEP-2')],
    });
    expect(created.statusCode).toBe(201);
    const order = created.json();
    const [gone, kept] = order.lines;
    const photo = await call(liaison, 'POST', '/api/order-line-photos', {
      orderLineId: kept.id,
      fileId: await uploadPhoto(test.app, liaison),
    });
    expect(photo.statusCode).toBe(201);

    const edited = await call(liaison, 'PUT', `/api/orders/${order.id}`, {
      ...order,
      lines: [
        { ...kept, quantity: 3 },
        lineOf(first!, 'NEW-1'),
        { ...lineOf(first!, 'COPY'), id: kept.id },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const lines = edited.json().lines;
    expect(lines[0]).toMatchObject({ id: kept.id, quantity: 3, tagNumbers: ['KEEP-2'] });
    expect(lines.map((line: { id: string }) => line.id)).not.toContain(gone.id);
    expect(new Set(lines.map((line: { id: string }) => line.id)).size).toBe(3);
    expect(lines.map((line: { tagNumbers: string[] }) => line.tagNumbers[0])).toEqual([
      'KEEP-2',
      'NEW-1',
      'COPY',
    ]);
    const still = await call(liaison, 'GET', `/api/order-line-photos/${photo.json().id}`);
    expect(still.json()).toMatchObject({ orderLineId: kept.id });

    const dropped = await call(liaison, 'PUT', `/api/orders/${order.id}`, {
      ...edited.json(),
      lines: edited.json().lines.slice(1),
    });
    expect(dropped.statusCode).toBe(200);
    expect(
      (await call(liaison, 'GET', `/api/order-line-photos/${photo.json().id}`)).statusCode,
    ).toBe(404);
  });

  it("ignores an id that is not one of the order's lines (a new line)", async () => {
    const created = await call(liaison, 'POST', '/api/orders', {
      clientId,
      pricelistId: pricelist.id,
      currency: pricelist.currency,
      lines: [{ ...lineOf(priced()[0]!, 'ANY'), id: crypto.randomUUID() }],
    });
    expect(created.statusCode).toBe(201);
    const order = created.json();
    const other = await call(liaison, 'PUT', `/api/orders/${order.id}`, {
      ...order,
      lines: [{ ...order.lines[0], id: crypto.randomUUID() }],
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().lines[0].id).not.toBe(order.lines[0].id);
  });
});

describe('a quote from a register', () => {
  it("keeps each animal's register line: the order reads its photos, measurements and notes", async () => {
    const ir = irCalls(test.app);
    const item = priced()[0]!;
    const body = await signedBody(test.app, collector, item.speciesId);
    const photoId = await uploadPhoto(test.app, collector);
    body.lines = body.lines.map((line) => ({
      ...line,
      trophyTypeId: item.trophyTypeId,
      photoFileIds: [photoId],
      measurements: [{ name: 'left horn', value: '52 cm' }],
      conditionNotes: 'Scar on the left flank',
    }));
    let record = await ir.collectedWith(collector, liaison, { clientId }, body);
    for (const [to, who] of [
      ['collected', collector],
      ['received', liaison],
    ] as const) {
      record = (await ir.move(who, record, to)).json();
    }
    const quote = await ir.quote(liaison, record.id, pricelist.id);
    expect(quote.statusCode).toBe(201);
    const order = (await call(client, 'GET', `/api/orders/${quote.json().orderId}`)).json();
    expect(order.lines[0].irLineId).toEqual(expect.any(String));
    expect(order.lines[0].farm).toEqual({
      photoFileIds: [photoId],
      measurements: [{ name: 'left horn', value: '52 cm' }],
      conditionNotes: 'Scar on the left flank',
    });
    expect((await call(client, 'GET', `/api/files/${photoId}/thumbnail`)).statusCode).toBe(200);
  });
});
