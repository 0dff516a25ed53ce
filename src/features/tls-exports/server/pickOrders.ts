import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatOrderNumber, ORDER_STATUS_KEYS } from '../../orders/orderStatuses';
import { WAITING_FOR_EXPORT_STATUSES, type TlsExportCreateBody } from '../tlsExports';
import type { Db } from '../../../server/db/database';
import { orders, tlsExportOrders } from '../../orders/table';
import { tlsExports } from '../table';
import { HttpError } from '../../../server/http/httpError';
import { paidOnOrders } from '../../payments/server/public';
import { waitingForExportSql } from './waitingForExportSql';

/** An order going into a batch, locked until the batch commits. */
export interface PickedOrder {
  id: string;
  number: number;
  status: (typeof orders.$inferSelect)['status'];
  /** Exported before: this batch re-exports it. */
  reexport: boolean;
  /** Accepted with its deposit not paid: the batch moves it into production on staff's reason. */
  depositUnpaid: boolean;
}

const names = (picked: readonly Pick<PickedOrder, 'number'>[]) =>
  picked.map((order) => formatOrderNumber(order.number)).join(', ');

/**
 * The batches not done yet (running, or failed until tried again) holding any of `ids`, by order:
 * read after the orders are locked, so a batch committed meanwhile is seen.
 */
async function unfinishedBatches(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ orderId: tlsExportOrders.orderId, number: tlsExports.number })
    .from(tlsExports)
    .innerJoin(tlsExportOrders, eq(tlsExportOrders.exportId, tlsExports.id))
    .where(
      and(
        isNull(tlsExports.finishedAt),
        sql`${tlsExportOrders.orderId} = any(${sql.param(ids)}::uuid[])`,
      ),
    );
  return new Map(rows.map((row) => [row.orderId, row.number]));
}

/**
 * The orders a batch takes, locked `for update` so two batches never take the same order
 * (docs/tls-export.md#batches): the ones asked for, or every waiting one no other batch holds.
 * 400 for an unknown id, 409 for an order never exported that is not waiting (neither Accepted nor
 * In production), one in a batch not done yet, one exported before without a re-export reason, or
 * one picked Accepted with its deposit unpaid and no deposit reason; taking all the waiting orders
 * without a deposit reason leaves those waiting instead.
 * @example const picked = await pickOrders(tx, { orderIds, reexportReason });
 */
export async function pickOrders(db: Db, body: TlsExportCreateBody): Promise<PickedOrder[]> {
  const locked = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      depositMinor: orders.depositMinor,
      reexport: sql<boolean>`${orders.tlsExportId} is not null`,
      batchNumber: sql<
        number | null
      >`(select ${tlsExports.number} from ${tlsExports} where ${tlsExports.id} = ${orders.tlsExportId})`,
    })
    .from(orders)
    .where(body.orderIds ? inArray(orders.id, body.orderIds) : waitingForExportSql())
    .orderBy(asc(orders.number))
    .for('update', { of: orders });
  const held = await unfinishedBatches(
    db,
    locked.map((row) => row.id),
  );
  const paid = await paidOnOrders(
    db,
    locked.map((row) => row.id),
  );
  // docs/tls-export.md#the-deposit: the batch's move into production waits for the deposit too.
  const unpaid = (row: (typeof locked)[number]) =>
    row.status === 'accepted' && !row.reexport && row.depositMinor > (paid.get(row.id) ?? 0);
  const free = body.orderIds ? locked : locked.filter((row) => !held.has(row.id));
  const leftWaiting = body.orderIds || body.depositReason ? [] : free.filter((row) => unpaid(row));
  const rows = free.filter((row) => !leftWaiting.includes(row));
  if (!body.orderIds && rows.length === 0) {
    if (leftWaiting.length === 0) throw new HttpError(409, 'errors.tlsExports.nothingWaiting');
    throw new HttpError(409, {
      key: 'errors.tlsExports.onlyUnpaidWaiting',
      params: { names: names(leftWaiting), smart_count: leftWaiting.length },
    });
  }
  const unknown = (body.orderIds ?? []).filter((id) => !rows.some((row) => row.id === id));
  if (unknown.length > 0) {
    throw new HttpError(400, 'errors.tlsExports.unknownOrders', {
      orderIds: { key: 'errors.tlsExports.noSuchOrder', params: { id: unknown[0]! } },
    });
  }
  const waits = (status: PickedOrder['status']) =>
    (WAITING_FOR_EXPORT_STATUSES as readonly string[]).includes(status);
  const notAccepted = rows.filter((row) => !row.reexport && !waits(row.status));
  if (notAccepted.length > 0) {
    const first = notAccepted[0]!;
    throw new HttpError(409, {
      key: 'portal.workflow.refusals.onlyAcceptedExported',
      params: {
        names: names(notAccepted),
        number: formatOrderNumber(first.number),
        status: { key: ORDER_STATUS_KEYS[first.status] },
      },
    });
  }
  const busy = rows.filter((row) => held.has(row.id));
  if (busy.length > 0) {
    const where = busy.map((row) => ({
      key: 'errors.tlsExports.exportedIn' as const,
      params: { order: formatOrderNumber(row.number), batch: String(held.get(row.id)) },
    }));
    throw new HttpError(409, { key: 'errors.tlsExports.inUnfinishedBatch', params: { where } });
  }
  const again = rows.filter((row) => row.reexport);
  if (again.length > 0 && !body.reexportReason) {
    const where = again.map((row) => ({
      key: 'errors.tlsExports.exportedIn' as const,
      params: { order: formatOrderNumber(row.number), batch: String(row.batchNumber) },
    }));
    throw new HttpError(
      409,
      { key: 'errors.tlsExports.alreadyExported', params: { where, smart_count: again.length } },
      { reexportReason: 'errors.tlsExports.sayWhyAgain' },
    );
  }
  const withoutDeposit = rows.filter((row) => unpaid(row));
  if (withoutDeposit.length > 0 && !body.depositReason) {
    throw new HttpError(
      409,
      {
        key: 'errors.tlsExports.depositNotPaid',
        params: { names: names(withoutDeposit), smart_count: withoutDeposit.length },
      },
      { depositReason: 'errors.tlsExports.sayWhyNoDeposit' },
    );
  }
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    reexport: row.reexport,
    depositUnpaid: unpaid(row),
  }));
}
