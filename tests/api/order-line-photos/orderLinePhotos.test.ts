import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';
import { demoOrderIds, uploadPdf } from '../documents/documentSupport';
import { firstLineOf, uploadPhoto } from './photoSupport';

// docs/order-line-photos.md: progress photos on order lines, their readers, and the register's
// photos and notes that follow each animal from the farm.
type Headers = Record<string, string>;
let test: TestApp;
let as: Record<'admin' | 'liaison' | 'outfitter' | 'ph' | 'client' | 'collector', Headers>;
let clientOrder: string;
let phOrder: string;

beforeAll(async () => {
  test = await createTestApp();
  const emails = {
    admin: 'admin@example.com',
    liaison: 'liaison@example.com',
    outfitter: 'outfitter@example.com',
    ph: 'ph@example.com',
    client: 'client@example.com',
    collector: 'collector@example.com',
  } as const;
  as = {} as typeof as;
  for (const [who, email] of Object.entries(emails))
    as[who as keyof typeof as] = await signIn(test.app, email);
  ({ clientOrder, phOrder } = await demoOrderIds(test.app));
});
afterAll(() => test.close());

const call = (
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A photo the liaison adds to the first line of `orderId`; fails unless 201. */
async function addPhoto(orderId: string, extra: Record<string, unknown> = {}) {
  const answer = await call(as.liaison, 'POST', '/api/order-line-photos', {
    orderLineId: await firstLineOf(test.app, orderId),
    fileId: await uploadPhoto(test.app, as.liaison),
    ...extra,
  });
  if (answer.statusCode !== 201) throw new Error(`add failed: ${answer.body}`);
  return answer.json();
}

const listed = async (headers: Headers, orderId: string) => {
  const filter = encodeURIComponent(JSON.stringify({ orderId }));
  const answer = await call(headers, 'GET', `/api/order-line-photos?filter=${filter}`);
  expect(answer.statusCode).toBe(200);
  return answer.json().map((photo: { id: string }) => photo.id);
};

describe('adding a progress photo', () => {
  it("takes the line's order, the adder and now as taken when not told", async () => {
    const before = Date.now();
    const photo = await addPhoto(clientOrder, { caption: 'Tanned' });
    expect(photo).toMatchObject({ orderId: clientOrder, caption: 'Tanned' });
    expect(photo.addedByName).not.toBe('');
    expect(Date.parse(photo.takenAt)).toBeGreaterThanOrEqual(before - 1000);
    const taken = await addPhoto(clientOrder, { takenAt: '2026-03-01T10:00:00.000Z' });
    expect(Date.parse(taken.takenAt)).toBe(Date.parse('2026-03-01T10:00:00.000Z'));
  });

  it("refuses another user's upload (400 on fileId) and writes nothing", async () => {
    const orderLineId = await firstLineOf(test.app, clientOrder);
    const before = await listed(as.liaison, clientOrder);
    const theirs = await uploadPhoto(test.app, as.client);
    const answer = await call(as.liaison, 'POST', '/api/order-line-photos', {
      orderLineId,
      fileId: theirs,
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors)).toEqual(['fileId']);
    expect(await listed(as.liaison, clientOrder)).toEqual(before);
  });

  it('refuses a file that is not a photo, and a line that is not there (400 on the field)', async () => {
    const orderLineId = await firstLineOf(test.app, clientOrder);
    const pdf = await call(as.liaison, 'POST', '/api/order-line-photos', {
      orderLineId,
      fileId: await uploadPdf(test.app, as.liaison),
    });
    expect(pdf.statusCode).toBe(400);
    expect(Object.keys(pdf.json().errors)).toEqual(['fileId']);
    const nowhere = await call(as.liaison, 'POST', '/api/order-line-photos', {
      orderLineId: crypto.randomUUID(),
      fileId: await uploadPhoto(test.app, as.liaison),
    });
    expect(nowhere.statusCode).toBe(400);
    expect(Object.keys(nowhere.json().errors)).toEqual(['orderLineId']);
  });

  it("is for staff alone: the order's client, outfitter and PH and a collector get 403", async () => {
    const orderLineId = await firstLineOf(test.app, phOrder);
    for (const who of ['client', 'outfitter', 'ph', 'collector'] as const) {
      const answer = await call(as[who], 'POST', '/api/order-line-photos', {
        orderLineId,
        fileId: await uploadPhoto(test.app, as[who]),
      });
      expect(answer.statusCode, who).toBe(403);
    }
  });
});

describe('who reads the photos and their files', () => {
  let onClientOrder: { id: string; fileId: string };
  let onPhOrder: { id: string; fileId: string };

  beforeAll(async () => {
    onClientOrder = await addPhoto(clientOrder);
    onPhOrder = await addPhoto(phOrder);
  });

  const fileAnswers = async (headers: Headers, fileId: string) => [
    (await call(headers, 'GET', `/api/files/${fileId}`)).statusCode,
    (await call(headers, 'GET', `/api/files/${fileId}/thumbnail`)).statusCode,
  ];

  it("the order's client, outfitter and PH read the photo and its file and thumbnail", async () => {
    expect(await listed(as.client, clientOrder)).toContain(onClientOrder.id);
    expect(await fileAnswers(as.client, onClientOrder.fileId)).toEqual([200, 200]);
    expect(await listed(as.outfitter, clientOrder)).toContain(onClientOrder.id);
    expect(await fileAnswers(as.outfitter, onClientOrder.fileId)).toEqual([200, 200]);
    expect(await listed(as.ph, phOrder)).toContain(onPhOrder.id);
    expect(await fileAnswers(as.ph, onPhOrder.fileId)).toEqual([200, 200]);
  });

  it('a PH not on the order, and a collector, read neither (404 as if none, 403 for the list)', async () => {
    expect(await listed(as.ph, clientOrder)).not.toContain(onClientOrder.id);
    expect(
      (await call(as.ph, 'GET', `/api/order-line-photos/${onClientOrder.id}`)).statusCode,
    ).toBe(404);
    expect(await fileAnswers(as.ph, onClientOrder.fileId)).toEqual([404, 404]);
    expect((await call(as.collector, 'GET', '/api/order-line-photos')).statusCode).toBe(403);
    expect(await fileAnswers(as.collector, onClientOrder.fileId)).toEqual([404, 404]);
  });

  it("a client never sees another client's photos, listed or by id", async () => {
    const order = (await call(as.liaison, 'GET', `/api/orders/${phOrder}`)).json();
    const own = (await call(as.liaison, 'GET', `/api/orders/${clientOrder}`)).json();
    expect(order.clientId).not.toBe(own.clientId);
    const all = (await call(as.client, 'GET', '/api/order-line-photos?range=[0,499]')).json();
    expect(all.map((photo: { id: string }) => photo.id)).toContain(onClientOrder.id);
    expect(all.map((photo: { id: string }) => photo.id)).not.toContain(onPhOrder.id);
    const byId = await call(as.client, 'GET', `/api/order-line-photos/${onPhOrder.id}`);
    expect(byId.statusCode).toBe(404);
    expect(await fileAnswers(as.client, onPhOrder.fileId)).toEqual([404, 404]);
  });
});
