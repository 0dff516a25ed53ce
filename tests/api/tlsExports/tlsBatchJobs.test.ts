import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  TlsExportDetail,
  TlsWaitingOrder,
} from '../../../src/features/tls-exports/tlsExports';
import { jobs } from '../../../src/server/db/schema/jobs';
import { orders } from '../../../src/features/orders/table';
import { tlsExports } from '../../../src/features/tls-exports/table';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { acceptedOrdersInBulk, batchMoveTraces, settledBatch, unzipBatch } from './tlsSupport';

// docs/tls-export.md#batches: a batch answers at once and is made by a job, a chunk of 500 orders
// at a time, each chunk whole or not at all; a failed chunk is retried, a batch whose job gave up
// keeps its error until staff try it again, and then it goes on from the orders it had moved.
// The failures are real ones: a trigger refuses to mark an order, as a broken database would.
const ctx = useTestApp({ jobs: { maxAttempts: 2, retryBaseSeconds: 0.1 } });
let admin: { cookie: string; origin: string };

beforeAll(async () => {
  admin = await signIn(ctx.test.app, 'admin@example.com');
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.test.app.inject({ method, url, headers: admin, ...(payload && { payload }) });
const progressOf = async (id: string) =>
  (await call('GET', `/api/tls-exports/${id}/progress`)).json<{
    status: string;
    progress: { done: number; total: number };
    error: string | null;
  }>();
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Marking an order with a batch fails while `condition` holds, with `message`. */
async function refuseMarking(name: string, condition: string, message: string) {
  await ctx.test.app.db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if new.tls_export_id is distinct from old.tls_export_id and (${condition}) then
          raise exception '${message}';
        end if;
        return new;
      end $$`),
  );
  await ctx.test.app.db.execute(
    sql.raw(
      `create trigger ${name} before update on orders for each row execute function ${name}()`,
    ),
  );
}
async function allowMarking(name: string) {
  await ctx.test.app.db.execute(sql.raw(`drop trigger ${name} on orders`));
  await ctx.test.app.db.execute(sql.raw(`drop function ${name}()`));
}

/** What the batch did to `ids`: orders marked with it, their history rows and e-mails. */
async function movedBy(batch: { id: string; number: number }, ids: string[]) {
  const [marked] = await ctx.test.app.db
    .select({ count: count() })
    .from(orders)
    .where(
      and(
        inArray(orders.id, ids),
        eq(orders.tlsExportId, batch.id),
        eq(orders.status, 'inProduction'),
      ),
    );
  const { history, mails } = await batchMoveTraces(ctx.test.app.db, batch, ids);
  return { marked: marked!.count, history, mails };
}

describe('a batch of 600 orders whose last chunk keeps failing', () => {
  let picked: { id: string; number: number }[];
  let ids: string[];
  let batch: TlsExportDetail;
  // Chunks follow the orders' ids: the 100 highest are the second chunk.
  let firstChunk: string[];
  let lastChunk: string[];

  beforeAll(async () => {
    picked = await acceptedOrdersInBulk(ctx.test.app.db, 600);
    ids = picked.map((order) => order.id);
    const sorted = [...ids].sort();
    firstChunk = sorted.slice(0, 500);
    lastChunk = sorted.slice(500);
    await refuseMarking('refuse_last', `new.id = '${sorted.at(-1)}'`, 'Disk full (test)');
  });

  it('answers 201 at once with the batch running, its orders and its number fixed', async () => {
    const created = await call('POST', '/api/tls-exports', { orderIds: ids });
    expect(created.statusCode).toBe(201);
    batch = created.json<TlsExportDetail>();
    expect(created.headers.location).toBe(`/api/tls-exports/${batch.id}`);
    expect(batch).toMatchObject({
      status: 'running',
      orderCount: 600,
      progress: { total: 600 },
      checksumSha256: null,
      fileSize: null,
    });
    expect(batch.orders).toHaveLength(600);
  });

  it('has no file and takes no acknowledgement while it is not done (409)', async () => {
    expect((await call('GET', `/api/tls-exports/${batch.id}/file`)).statusCode).toBe(409);
    const ack = await call('POST', `/api/tls-exports/${batch.id}/ack`, {
      accepted: [picked[0]!.number],
    });
    expect(ack.statusCode).toBe(409);
    expect(ack.json().message).toBe(`Batch ${batch.number} is not done yet`);
  });

  it('fails after its attempts with the error kept, its first chunk moved whole and the last not at all', async () => {
    const failed = await until(
      () => progressOf(batch.id),
      (progress) => progress.status !== 'running',
    );
    expect(failed).toEqual({
      status: 'failed',
      progress: { done: 500, total: 600 },
      error: expect.stringContaining('Disk full (test)'),
    });
    const [job] = await ctx.test.app.db
      .select()
      .from(jobs)
      .innerJoin(tlsExports, eq(tlsExports.jobId, jobs.id))
      .where(eq(tlsExports.id, batch.id));
    expect(job!.jobs).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await movedBy(batch, firstChunk)).toEqual({
      marked: 500,
      history: { rows: 500, orders: 500 },
      mails: 500,
    });
    expect(await movedBy(batch, lastChunk)).toEqual({
      marked: 0,
      history: { rows: 0, orders: 0 },
      mails: 0,
    });
  });

  it('holds its orders not moved yet: they wait, shown in the batch, and no other batch takes them', async () => {
    const waiting = (await call('GET', '/api/tls-exports/waiting')).json<TlsWaitingOrder[]>();
    const held = waiting.filter((order) => lastChunk.includes(order.id));
    expect(held).toHaveLength(100);
    expect(held.every((order) => order.inBatch?.id === batch.id)).toBe(true);
    const again = await call('POST', '/api/tls-exports', { orderIds: [lastChunk[0]] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`in batch ${batch.number}`);
  });

  it('goes on from the orders it had moved when staff try it again, each order moved once', async () => {
    await allowMarking('refuse_last');
    const retried = await call('POST', `/api/tls-exports/${batch.id}/retry`);
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toMatchObject({ status: 'running', error: 'Disk full (test)' });
    const done = await settledBatch(ctx.test.app, admin, batch.id);
    expect(done).toMatchObject({
      status: 'done',
      progress: { done: 600, total: 600 },
      error: null,
      lineCount: 600,
    });
    expect(await movedBy(batch, ids)).toEqual({
      marked: 600,
      history: { rows: 600, orders: 600 },
      mails: 600,
    });
    const file = await call('GET', `/api/tls-exports/${batch.id}/file`);
    const manifest = JSON.parse(unzipBatch(file.rawPayload).text['manifest.json']!);
    expect(manifest.counts).toEqual({ orders: 600, lines: 600 });
  });

  it('is tried again only when it failed (409 once done)', async () => {
    const again = await call('POST', `/api/tls-exports/${batch.id}/retry`);
    expect(again.statusCode).toBe(409);
  });
});

describe('a batch whose chunk fails once', () => {
  it('is retried by itself and done, the failed attempt leaving nothing behind', async () => {
    const [order] = await acceptedOrdersInBulk(ctx.test.app.db, 1);
    // A sequence is not rolled back with the failed chunk: only the first marking fails.
    await ctx.test.app.db.execute(sql`create sequence tls_once`);
    await refuseMarking('refuse_once', `nextval('tls_once') = 1`, 'Connection reset (test)');
    const created = await call('POST', '/api/tls-exports', { orderIds: [order!.id] });
    const batch = await settledBatch(ctx.test.app, admin, created.json<{ id: string }>().id);
    await allowMarking('refuse_once');
    expect(batch).toMatchObject({ status: 'done', error: null });
    const [job] = await ctx.test.app.db
      .select({ attempts: jobs.attempts, lastError: jobs.lastError })
      .from(jobs)
      .innerJoin(tlsExports, eq(tlsExports.jobId, jobs.id))
      .where(eq(tlsExports.id, batch.id));
    expect(job).toEqual({ attempts: 2, lastError: 'Connection reset (test)' });
    expect(await movedBy(batch, [order!.id])).toEqual({
      marked: 1,
      history: { rows: 1, orders: 1 },
      mails: 1,
    });
  });
});
