import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../../src/features/orders/orderStatuses';
import { orders, tlsExportOrders } from '../../../src/features/orders/table';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { documentCalls } from '../documents/documentSupport';
import { payInFull } from '../payments/paymentSupport';
import { acceptedOrder, settledBatch } from './tlsSupport';

// docs/tls-export.md#batches: every order that enters production reaches TLS exactly once. One
// that staff start by hand stays waiting for export until a batch takes it, and cannot leave
// production before that; a batched one is never taken again without a re-export reason.
const ctx = useTestApp();
let liaison: { cookie: string; origin: string };

beforeAll(async () => {
  liaison = await signIn(ctx.test.app, 'liaison@example.com');
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.test.app.inject({ method, url, headers: liaison, ...(payload && { payload }) });
const waitingIds = async () =>
  (await call('GET', '/api/tls-exports/waiting')).json<{ id: string; status: string }[]>();
const batchesHolding = async (orderId: string) =>
  ctx.test.app.db.select().from(tlsExportOrders).where(eq(tlsExportOrders.orderId, orderId));
const startByHand = (id: string, version = 1) =>
  call('POST', `/api/orders/${id}/transitions`, { to: 'inProduction', version });

describe('an order started by hand', () => {
  let started: { id: string; number: number };

  beforeAll(async () => {
    started = await acceptedOrder(ctx.test.app, liaison);
    expect((await startByHand(started.id)).statusCode).toBe(200);
  });

  it('stays waiting for export, shown In production', async () => {
    const waiting = await waitingIds();
    expect(waiting.filter((order) => order.id === started.id)).toEqual([
      expect.objectContaining({ status: 'inProduction' }),
    ]);
  });

  it('cannot be marked ready for export before a batch took it (409, naming it)', async () => {
    const docs = documentCalls(ctx.test.app);
    for (const kind of ['huntingRegister', 'veterinaryCertificate'])
      await docs.add(liaison, { kind, orderId: started.id });
    const refused = await call('POST', `/api/orders/${started.id}/transitions`, {
      to: 'readyForExport',
      version: 2,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(formatOrderNumber(started.number));
    const [row] = await ctx.test.app.db.select().from(orders).where(eq(orders.id, started.id));
    expect(row).toMatchObject({ status: 'inProduction', version: 2 });
  });

  it('is in the next batch exactly once, keeps its status, and leaves the waiting list', async () => {
    const accepted = await acceptedOrder(ctx.test.app, liaison);
    const created = await call('POST', '/api/tls-exports', {});
    expect(created.statusCode).toBe(201);
    const batch = await settledBatch(ctx.test.app, liaison, created.json<{ id: string }>().id);
    expect(batch.orders.filter((order) => order.id === started.id)).toEqual([
      expect.objectContaining({ status: 'inProduction', reexport: false }),
    ]);
    expect(batch.orders.find((order) => order.id === accepted.id)?.status).toBe('inProduction');
    expect(await batchesHolding(started.id)).toEqual([
      expect.objectContaining({ exportId: batch.id }),
    ]);
    const [row] = await ctx.test.app.db.select().from(orders).where(eq(orders.id, started.id));
    expect(row).toMatchObject({ status: 'inProduction', tlsExportId: batch.id });
    expect((await waitingIds()).map((order) => order.id)).not.toContain(started.id);
  });

  it('is never batched again: not waiting, nothing to export, refused by id', async () => {
    expect((await call('POST', '/api/tls-exports', {})).statusCode).toBe(409);
    const again = await call('POST', '/api/tls-exports', { orderIds: [started.id] });
    expect(again.statusCode).toBe(409);
    expect(await batchesHolding(started.id)).toHaveLength(1);
  });

  it('may then be marked ready for export, once paid (docs/payments.md#gates)', async () => {
    const [row] = await ctx.test.app.db.select().from(orders).where(eq(orders.id, started.id));
    await payInFull(ctx.test.app, liaison, started.id);
    const ready = await call('POST', `/api/orders/${started.id}/transitions`, {
      to: 'readyForExport',
      version: row!.version,
    });
    expect(ready.statusCode).toBe(200);
  });
});

describe('the export backlog', () => {
  it('counts the orders started by hand on the dashboard and in the orders list', async () => {
    const started = await acceptedOrder(ctx.test.app, liaison);
    await startByHand(started.id);
    const summary = (await call('GET', '/api/dashboards/summary')).json<{
      exportBacklog: number;
    }>();
    const filter = encodeURIComponent(JSON.stringify({ awaitingExport: true }));
    const listed = (await call('GET', `/api/orders?filter=${filter}&range=[0,99]`)).json<
      { id: string }[]
    >();
    expect(listed.map((order) => order.id)).toContain(started.id);
    expect(summary.exportBacklog).toBe(listed.length);
    expect(summary.exportBacklog).toBe((await waitingIds()).length);
  });
});
