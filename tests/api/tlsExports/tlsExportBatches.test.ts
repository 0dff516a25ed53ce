import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../../src/features/orders/orderStatuses';
import { mailOutbox } from '../../../src/server/db/schema/mailOutbox';
import { orders, orderStatusChanges } from '../../../src/features/orders/table';
import { tlsExports } from '../../../src/features/tls-exports/table';
import { sampleBody } from '../../support/resourceSamples';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { acceptedOrder, exportedBatch, unzipBatch } from './tlsSupport';

// docs/tls-export.md: batches, their file, re-export and acknowledgements, through the API.
const ctx = useTestApp();
let admin: { cookie: string; origin: string };
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const ordersSchema = JSON.parse(
  readFileSync(new URL('../../../docs/tls-export/orders.schema.json', import.meta.url), 'utf8'),
) as object;

beforeAll(async () => {
  admin = await signIn(ctx.test.app, 'admin@example.com');
});

const create = (payload: object) =>
  ctx.test.app.inject({ method: 'POST', url: '/api/tls-exports', headers: admin, payload });
const download = (id: string) =>
  ctx.test.app.inject({ method: 'GET', url: `/api/tls-exports/${id}/file`, headers: admin });

/** A CSV row's cells, quotes taken off (RFC 4180), for reading one column. */
const csvCells = (row: string): string[] =>
  [...row.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
    .map((match) => match[1]!)
    .slice(0, -1)
    .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell));

describe('creating a batch', () => {
  let first: { id: string; number: number };
  let second: { id: string; number: number };
  let batch: { id: string; number: number; checksumSha256: string | null; orderCount: number };

  beforeAll(async () => {
    first = await acceptedOrder(ctx.test.app, admin);
    second = await acceptedOrder(ctx.test.app, admin);
    batch = await exportedBatch(ctx.test.app, admin, { orderIds: [first.id, second.id] });
  });

  it('moves its orders to In production, marked with the batch, with a history row each', async () => {
    const rows = await ctx.test.app.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [first.id, second.id]));
    expect(rows.map((row) => [row.status, row.tlsExportId])).toEqual([
      ['inProduction', batch.id],
      ['inProduction', batch.id],
    ]);
    expect(rows.every((row) => row.exportedToTlsAt !== null)).toBe(true);
    const history = await ctx.test.app.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, first.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'accepted',
      toStatus: 'inProduction',
      note: `Exported to TLS in batch ${batch.number}`,
    });
    expect(batch.orderCount).toBe(2);
  });

  it('queues one e-mail to the client per moved order (docs/order-workflow.md#e-mails)', async () => {
    const subjects = (await ctx.test.app.db.select().from(mailOutbox)).map((mail) => mail.subject);
    for (const order of [first, second]) {
      const subject = `Your order ${formatOrderNumber(order.number)} moved to In production`;
      expect(subjects.filter((one) => one === subject)).toHaveLength(1);
    }
  });

  it('gives the same bytes on every download, matching the recorded sha256', async () => {
    const once = await download(batch.id);
    const twice = await download(batch.id);
    expect(once.statusCode).toBe(200);
    expect(once.headers['content-type']).toBe('application/zip');
    expect(once.rawPayload.equals(twice.rawPayload)).toBe(true);
    expect(sha256(once.rawPayload)).toBe(batch.checksumSha256);
  });

  it('holds a manifest with the sha256 of every other file, orders.json valid against its schema, and the CSV', async () => {
    const { names, raw, text } = unzipBatch((await download(batch.id)).rawPayload);
    expect(names).toEqual(['orders.json', 'order_lines.csv', 'manifest.json']);
    const manifest = JSON.parse(text['manifest.json']!);
    expect(manifest).toMatchObject({
      formatVersion: 1,
      batch: { id: batch.id, number: batch.number },
      counts: { orders: 2, lines: 2 },
    });
    for (const file of manifest.files as { name: string; sha256: string; size: number }[]) {
      expect(sha256(raw[file.name]!)).toBe(file.sha256);
      expect(raw[file.name]!.length).toBe(file.size);
    }
    const ordersJson = JSON.parse(text['orders.json']!);
    const validate = new Ajv({ allErrors: true }).compile(ordersSchema);
    expect(validate(ordersJson), JSON.stringify(validate.errors)).toBe(true);
    expect(ordersJson.orders.map((order: { number: number }) => order.number)).toEqual([
      first.number,
      second.number,
    ]);
    expect([...raw['order_lines.csv']!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = text['order_lines.csv']!;
    expect(csv.startsWith('batch_number,')).toBe(true);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(csv).toContain('"Shoulder mount, ""facing left"", ears up"');
    // Lines are numbered from 1, as the screens number them: each order here has one line.
    const [header, ...rows] = csv.split('\r\n').filter(Boolean).map(csvCells);
    const line = header!.indexOf('line');
    expect(rows.map((row) => row[line])).toEqual(['1', '1']);
  });

  it('refuses an order already exported, naming it, unless a reason is given; the old batch stays', async () => {
    const refused = await create({ orderIds: [first.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`in batch ${batch.number}`);
    const again = await create({ orderIds: [first.id], reexportReason: 'TLS lost the file' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      reexportReason: 'TLS lost the file',
      orders: [{ id: first.id, reexport: true }],
    });
    const old = await ctx.test.app.inject({
      method: 'GET',
      url: `/api/tls-exports/${batch.id}`,
      headers: admin,
    });
    expect(old.json().orders).toHaveLength(2);
  });

  it('records acknowledgements, with the rejected orders shown on the batch', async () => {
    const ack = (payload: object) =>
      ctx.test.app.inject({
        method: 'POST',
        url: `/api/tls-exports/${batch.id}/ack`,
        headers: admin,
        payload,
      });
    const stranger = await ack({ accepted: [999_999] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toHaveProperty('accepted');
    const answer = await ack({
      accepted: [first.number],
      rejected: [second.number],
      note: 'No tag',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ acknowledged: true, rejected: [second.number] });
    expect(answer.json().acks[0]).toMatchObject({ accepted: [first.number], note: 'No tag' });
  });
});

// docs/csv.md#formulas: names and numbers people typed reach the studio's spreadsheet as text.
describe('order_lines.csv writes formulas as text', () => {
  it('prefixes a client, passport number and outfitter a spreadsheet would run', async () => {
    const app = ctx.test.app;
    const post = async (url: string, payload: object) => {
      const response = await app.inject({ method: 'POST', url, headers: admin, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>();
    };
    const outfitter = await post('/api/users', {
      ...sampleBody('users'),
      firstName: "+cmd|' /C calc'!A0",
      lastName: 'Safaris',
      roles: ['huntingOutfitter'],
    });
    const client = await post('/api/clients', {
      ...sampleBody('clients'),
      firstName: '=HYPERLINK("http://evil.example","x")',
      lastName: 'Doe',
      passportNumber: '=1+1',
      outfitterIds: [outfitter.id],
    });
    const order = await acceptedOrder(app, admin, {
      clientId: client.id,
      outfitterId: outfitter.id,
    });
    const batch = await exportedBatch(app, admin, { orderIds: [order.id] });

    const csv = unzipBatch((await download(batch.id)).rawPayload).text['order_lines.csv']!;
    const row = csv.split('\r\n')[1]!;
    expect(row).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"") Doe",'=1+1,`);
    expect(row).toContain(`,'+cmd|' /C calc'!A0 Safaris,`);
  });
});

describe('refusals change nothing', () => {
  it('an order that is not Accepted fails the whole batch: no batch, no order moved', async () => {
    const waiting = await acceptedOrder(ctx.test.app, admin);
    const draft = await acceptedOrder(ctx.test.app, admin);
    await ctx.test.app.db.update(orders).set({ status: 'draft' }).where(eq(orders.id, draft.id));
    const before = await ctx.test.app.db.select({ id: tlsExports.id }).from(tlsExports);
    const response = await create({ orderIds: [waiting.id, draft.id] });
    expect(response.statusCode).toBe(409);
    const [row] = await ctx.test.app.db.select().from(orders).where(eq(orders.id, waiting.id));
    expect(row).toMatchObject({ status: 'accepted', tlsExportId: null, exportedToTlsAt: null });
    expect(await ctx.test.app.db.select({ id: tlsExports.id }).from(tlsExports)).toHaveLength(
      before.length,
    );
  });

  it.each([
    ['an empty list', { orderIds: [] }, 'orderIds'],
    ['a malformed id', { orderIds: ['nope'] }, 'orderIds.0'],
    ['an unknown order', { orderIds: ['00000000-0000-4000-8000-000000000000'] }, 'orderIds'],
  ])('%s answers 400 with a field error', async (_case, payload, field) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty([field]);
  });
});

describe('who may use the TLS export calls', () => {
  it.each([
    ['admin@example.com', 200],
    ['liaison@example.com', 200],
    ['outfitter@example.com', 403],
    ['ph@example.com', 403],
    ['collector@example.com', 403],
    ['client@example.com', 403],
  ])('%s lists batches: %i', async (email, status) => {
    const user = await signIn(ctx.test.app, email);
    const list = await ctx.test.app.inject({
      method: 'GET',
      url: '/api/tls-exports',
      headers: user,
    });
    expect(list.statusCode).toBe(status);
    const created = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/tls-exports',
      headers: user,
      payload: { orderIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(created.statusCode).toBe(status === 200 ? 400 : 403);
  });

  it('answers 401 to a visitor', async () => {
    const response = await ctx.test.app.inject({ method: 'GET', url: '/api/tls-exports' });
    expect(response.statusCode).toBe(401);
  });

  it('filters the history by number and gives a Content-Range', async () => {
    const list = await ctx.test.app.inject({
      method: 'GET',
      url: `/api/tls-exports?filter=${encodeURIComponent(JSON.stringify({ number: 1 }))}`,
      headers: admin,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().every((batch: { number: number }) => batch.number === 1)).toBe(true);
    expect(list.headers['content-range']).toMatch(/^tls-exports 0-\d+\/\d+$/);
  });
});
