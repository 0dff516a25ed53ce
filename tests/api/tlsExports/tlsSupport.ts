import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import type { OrderCreateBody } from '../../../src/features/orders/definition';
import type {
  TlsExportDetail,
  TlsExportProgress,
} from '../../../src/features/tls-exports/tlsExports';
import type { Db } from '../../../src/server/db/database';
import { formatOrderNumber } from '../../../src/features/orders/orderStatuses';
import { mailOutbox } from '../../../src/server/db/schema/mailOutbox';
import { orders, orderStatusChanges } from '../../../src/features/orders/table';
import { demoOrderBody } from '../orders/orderSupport';

/**
 * An order of the demo client (or of `overrides`' client and outfitter), put straight into Accepted:
 * the quote steps have their own tests.
 */
export async function acceptedOrder(
  app: FastifyInstance,
  admin: { cookie: string; origin: string },
  overrides: Partial<Pick<OrderCreateBody, 'clientId' | 'outfitterId'>> = {},
): Promise<{ id: string; number: number }> {
  const body = await demoOrderBody(app);
  const lines = body.lines.map((line) => ({
    ...line,
    tagNumbers: ['ZA-7781'],
    instruction: 'Shoulder mount, "facing left", ears up',
  }));
  const created = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: admin,
    payload: { ...body, ...overrides, lines },
  });
  const { id, number } = created.json<{ id: string; number: number }>();
  await app.db.update(orders).set({ status: 'accepted' }).where(eq(orders.id, id));
  return { id, number };
}

/** The entries of a batch zip, as bytes and as text (TextDecoder drops the CSV's BOM). */
export function unzipBatch(bytes: Buffer): {
  names: string[];
  raw: Record<string, Buffer>;
  text: Record<string, string>;
} {
  const files = unzipSync(new Uint8Array(bytes));
  return {
    names: Object.keys(files),
    raw: Object.fromEntries(Object.entries(files).map(([name, data]) => [name, Buffer.from(data)])),
    text: Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)])),
  };
}

/**
 * Batch `id` once its job has stopped running (done or failed), as `GET /api/tls-exports/{id}`
 * answers it; the progress is polled as the batch's page polls it.
 */
export async function settledBatch(
  app: FastifyInstance,
  headers: { cookie: string; origin: string },
  id: string,
): Promise<TlsExportDetail> {
  const url = `/api/tls-exports/${id}`;
  for (let polls = 0; polls < 1000; polls += 1) {
    const progress = (
      await app.inject({ method: 'GET', url: `${url}/progress`, headers })
    ).json<TlsExportProgress>();
    if (progress.status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (await app.inject({ method: 'GET', url, headers })).json<TlsExportDetail>();
}

/** Creates a batch of `payload` and waits until it is done, answering it then. */
export async function exportedBatch(
  app: FastifyInstance,
  headers: { cookie: string; origin: string },
  payload: object,
): Promise<TlsExportDetail> {
  const created = await app.inject({ method: 'POST', url: '/api/tls-exports', headers, payload });
  if (created.statusCode !== 201) throw new Error(`${created.statusCode} ${created.body}`);
  return settledBatch(app, headers, created.json<{ id: string }>().id);
}

/**
 * `count` Accepted orders of the demo client with one priced line each, written set-based as the
 * bench seeds them: a batch of more orders than a chunk, without `count` calls.
 */
export async function acceptedOrdersInBulk(
  db: Db,
  count: number,
): Promise<{ id: string; number: number }[]> {
  const { rows } = (await db.execute(sql`
    insert into orders (status, client_id, pricelist_id, currency, subtotal_minor, total_minor, created_by_id)
    select 'accepted', (select id from clients where email = 'client@example.com'),
      (select id from pricelists order by name limit 1), 'ZAR', 10000, 10000,
      (select id from users where email = 'admin@example.com')
    from generate_series(1, ${count})
    returning id, number`)) as { rows: { id: string; number: number }[] };
  await db.execute(sql`
    insert into order_lines (order_id, position, species_id, trophy_type_id, quantity, unit_price_minor, tag_numbers, instruction)
    select o.id, 0, i.species_id, i.trophy_type_id, 1, 10000, array['ZA-' || o.number], 'Shoulder mount'
    from orders o
    join lateral (select * from pricelist_items where price_minor is not null order by position limit 1) i on true
    where o.id = any(${sql.param(rows.map((row) => row.id))}::uuid[])`);
  return rows;
}

/**
 * What a batch's moves wrote for `ids`: history rows (and the orders they name) with the batch's
 * note, and the clients' "moved to In production" e-mails.
 * @example const { history, mails } = await batchMoveTraces(db, batch, ids);
 */
export async function batchMoveTraces(
  db: Db,
  batch: { number: number },
  ids: string[],
): Promise<{ history: { rows: number; orders: number }; mails: number }> {
  const [history] = await db
    .select({ rows: count(), orders: countDistinct(orderStatusChanges.orderId) })
    .from(orderStatusChanges)
    .where(
      and(
        inArray(orderStatusChanges.orderId, ids),
        eq(orderStatusChanges.note, `Exported to TLS in batch ${batch.number}`),
      ),
    );
  const subjects = (
    await db.select({ number: orders.number }).from(orders).where(inArray(orders.id, ids))
  ).map((row) => `Your order ${formatOrderNumber(row.number)} moved to In production`);
  const [mails] = await db
    .select({ count: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.subject, subjects));
  return { history: history!, mails: mails!.count };
}
