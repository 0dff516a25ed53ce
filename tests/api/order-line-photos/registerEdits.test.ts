import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../src/server/db/schema/files';
import { signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';
import { demoOrderIds } from '../documents/documentSupport';
import {
  activePricelist,
  irCalls,
  signedBody,
  userId,
  type PricelistItem,
} from '../instructionRegisters/irSupport';
import { uploadPhoto } from './photoSupport';

// docs/order-line-photos.md#farm-photos: an order quoted from a register keeps each animal's
// register line through the register's edits, and whoever reads the order reads those lines'
// photos; docs/order-line-photos.md#adding: the photos a dropped line takes with it free their files.
type Headers = Record<string, string>;
type Line = { id: string; irLineId: string | null; farm: { conditionNotes: string } | null };
let test: TestApp;
let liaison: Headers;
let collector: Headers;
let ph: Headers;
let clientId: string;
let pricelist: { id: string; currency: string; items: PricelistItem[] };

beforeAll(async () => {
  test = await createTestApp();
  liaison = await signIn(test.app, 'liaison@example.com');
  collector = await signIn(test.app, 'collector@example.com');
  ph = await signIn(test.app, 'ph@example.com');
  ({ clientId } = await demoOrderIds(test.app));
  pricelist = await activePricelist(test.app, liaison);
});
afterAll(() => test.close());

const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const orderOf = async (id: string) => (await call(liaison, 'GET', `/api/orders/${id}`)).json();

/**
 * A Received register of two animals, each with a photo and notes, quoted: its record and order.
 * No PH is named on it.
 */
async function quotedRegister() {
  const ir = irCalls(test.app);
  const item = pricelist.items.find((one) => one.priceMinor !== null)!;
  const body = await signedBody(test.app, collector, item.speciesId);
  const line = body.lines[0]!;
  body.lines = await Promise.all(
    ['T-1', 'T-2'].map(async (tagNumber) => ({
      ...line,
      tagNumber,
      trophyTypeId: item.trophyTypeId,
      photoFileIds: [await uploadPhoto(test.app, collector)],
      conditionNotes: `Notes on ${tagNumber}`,
    })),
  );
  let record = await ir.collectedWith(collector, liaison, { clientId }, body);
  record = (await ir.move(collector, record, 'collected')).json();
  record = (await ir.move(liaison, record, 'received')).json();
  const quote = await ir.quote(liaison, record.id, pricelist.id);
  expect(quote.statusCode).toBe(201);
  record = (await ir.call('GET', `/${record.id}`, liaison)).json();
  return { ir, record, orderId: quote.json().orderId as string, item };
}

describe("a register's edit keeps its lines and the order's links to them", () => {
  it('keeps each line it names by id: the order lines keep their register line and its photos', async () => {
    const { ir, record, orderId, item } = await quotedRegister();
    const [first, second] = record.lines;
    expect(first.id).toEqual(expect.any(String));
    const before = await orderOf(orderId);
    expect(before.lines.map((line: Line) => line.irLineId)).toEqual([first.id, second.id]);

    const edited = await ir.update(liaison, record, {
      lines: [
        { ...first, conditionNotes: 'Scar on the left flank' },
        second,
        { speciesId: item.speciesId, tagNumber: 'T-3', trophyTypeId: item.trophyTypeId },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const lines = edited.json().lines;
    expect(lines.slice(0, 2).map((line: { id: string }) => line.id)).toEqual([first.id, second.id]);
    expect(lines[2].id).toEqual(expect.any(String));
    expect(lines[2].id).not.toBe(first.id);

    const after = await orderOf(orderId);
    expect(after.lines.map((line: Line) => line.irLineId)).toEqual([first.id, second.id]);
    expect(after.lines[0].farm).toMatchObject({
      photoFileIds: first.photoFileIds,
      conditionNotes: 'Scar on the left flank',
    });
    expect(after.lines[1].farm).toMatchObject({ photoFileIds: second.photoFileIds });
  });

  it('removing a register line clears only that line’s link', async () => {
    const { ir, record, orderId } = await quotedRegister();
    const [first, second] = record.lines;
    const edited = await ir.update(liaison, record, { lines: [second] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().lines.map((line: { id: string }) => line.id)).toEqual([second.id]);
    const after = await orderOf(orderId);
    expect(after.lines).toHaveLength(2);
    expect(after.lines[0]).toMatchObject({ irLineId: null, farm: null });
    expect(after.lines[1]).toMatchObject({
      irLineId: second.id,
      farm: { photoFileIds: second.photoFileIds },
    });
    // The register let go of the removed line's photo and nothing else holds it.
    expect(await fileExists(first.photoFileIds[0])).toBe(false);
  });
});

const fileExists = async (fileId: string) =>
  (await test.app.db.select({ id: files.id }).from(files).where(eq(files.id, fileId))).length === 1;

describe("a dropped order line's progress photos", () => {
  it('free their files: the edit releases them after it commits', async () => {
    const { orderId } = await quotedRegister();
    const order = await orderOf(orderId);
    const [dropped, kept] = order.lines;
    const photo = async (orderLineId: string) => {
      const fileId = await uploadPhoto(test.app, liaison);
      const added = await call(liaison, 'POST', '/api/order-line-photos', { orderLineId, fileId });
      expect(added.statusCode).toBe(201);
      return fileId;
    };
    const [droppedFile, keptFile] = [await photo(dropped.id), await photo(kept.id)];
    const edited = await call(liaison, 'PUT', `/api/orders/${orderId}`, {
      ...order,
      lines: [kept],
    });
    expect(edited.statusCode).toBe(200);
    expect(await fileExists(droppedFile)).toBe(false);
    expect(await fileExists(keptFile)).toBe(true);
    expect(
      (await call(liaison, 'GET', `/api/order-line-photos?filter=${filterOf(orderId)}`)).json(),
    ).toEqual([expect.objectContaining({ fileId: keptFile, orderLineId: kept.id })]);
  });
});

const filterOf = (orderId: string) => encodeURIComponent(JSON.stringify({ orderId }));

describe("the order's readers and its farm photos", () => {
  it('a PH set on the order, not on the register, loads its lines’ farm photos and nothing else of the register', async () => {
    const { record, orderId } = await quotedRegister();
    const photoId = record.lines[0].photoFileIds[0] as string;
    const download = (url: string) => call(ph, 'GET', url);
    expect((await download(`/api/files/${photoId}`)).statusCode).toBe(404);

    const order = await orderOf(orderId);
    const phId = await userId(test.app, 'ph@example.com');
    const named = await call(liaison, 'PUT', `/api/orders/${orderId}`, { ...order, phId });
    expect(named.statusCode).toBe(200);

    const seen = (await call(ph, 'GET', `/api/orders/${orderId}`)).json();
    expect(seen.lines[0].farm.photoFileIds).toEqual([photoId]);
    expect((await download(`/api/files/${photoId}`)).statusCode).toBe(200);
    expect((await download(`/api/files/${photoId}/thumbnail`)).statusCode).toBe(200);
    // The register stays its readers': its signatures and the register itself are not the PH's.
    expect((await download(`/api/files/${record.hunterSignatureFileId}`)).statusCode).toBe(404);
    expect((await download(`/api/instruction-registers/${record.id}`)).statusCode).toBe(404);
  });
});
