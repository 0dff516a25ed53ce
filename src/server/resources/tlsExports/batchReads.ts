import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type {
  TlsExport,
  TlsExportDetail,
  TlsExportListFilter,
  TlsWaitingOrder,
} from '../../../../resources/tlsExports';
import type { Db } from '../../db/database';
import {
  clients,
  orderLines,
  orders,
  orderStatusChanges,
  tlsApiKeys,
  tlsExportAcks,
  tlsExportOrders,
  tlsExports,
  users,
} from '../../db/schema';
import { personNameSql } from '../../engine/personName';
import { waitingForExportSql } from './waitingForExportSql';

const iso = (date: Date) => date.toISOString();

const latestRejected = sql<
  number[] | null
>`(select ${tlsExportAcks.rejected} from ${tlsExportAcks} where ${tlsExportAcks.exportId} = ${tlsExports.id} order by ${tlsExportAcks.receivedAt} desc limit 1)`;

const batchColumns = {
  batch: tlsExports,
  createdByName: personNameSql(users),
  rejected: latestRejected,
};

type BatchRow = {
  batch: typeof tlsExports.$inferSelect;
  createdByName: string;
  rejected: number[] | null;
};

const batchOf = ({ batch, createdByName, rejected }: BatchRow): TlsExport => ({
  id: batch.id,
  number: batch.number,
  createdAt: iso(batch.createdAt),
  createdById: batch.createdById,
  createdByName,
  reexportReason: batch.reexportReason,
  orderCount: batch.orderCount,
  lineCount: batch.lineCount,
  fileSize: batch.fileSize,
  checksumSha256: batch.checksumSha256,
  rejected: rejected ?? [],
  acknowledged: rejected !== null,
});

/** The list's filter as SQL; dates are whole days, `createdTo` included. */
function filterSql(filter: TlsExportListFilter): SQL | undefined {
  return and(
    filter.number === undefined ? undefined : eq(tlsExports.number, filter.number),
    filter.createdFrom ? gte(tlsExports.createdAt, new Date(filter.createdFrom)) : undefined,
    filter.createdTo ? lt(tlsExports.createdAt, sql`${filter.createdTo}::date + 1`) : undefined,
    filter.createdById ? eq(tlsExports.createdById, filter.createdById) : undefined,
  );
}

/**
 * A page of the batches' history, newest first unless asked otherwise, with the total.
 * @example const { rows, total } = await listBatches(db, filter, { offset: 0, limit: 25, order: 'DESC' });
 */
export async function listBatches(
  db: Db,
  filter: TlsExportListFilter,
  page: { offset: number; limit: number; byId?: boolean; order: 'ASC' | 'DESC' },
): Promise<{ rows: TlsExport[]; total: number }> {
  const where = filterSql(filter);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(tlsExports)
    .where(where);
  const rows = await db
    .select(batchColumns)
    .from(tlsExports)
    .innerJoin(users, eq(users.id, tlsExports.createdById))
    .where(where)
    .orderBy((page.order === 'ASC' ? asc : desc)(page.byId ? tlsExports.id : tlsExports.number))
    .offset(page.offset)
    .limit(page.limit);
  return { rows: rows.map(batchOf), total };
}

/** One batch with its orders and acknowledgements; undefined when there is none. */
export async function readBatch(db: Db, id: string): Promise<TlsExportDetail | undefined> {
  const [row] = await db
    .select(batchColumns)
    .from(tlsExports)
    .innerJoin(users, eq(users.id, tlsExports.createdById))
    .where(eq(tlsExports.id, id));
  if (!row) return undefined;
  const batchOrders = await db
    .select({
      ...orderSummaryColumns(),
      reexport: tlsExportOrders.reexport,
    })
    .from(tlsExportOrders)
    .innerJoin(orders, eq(orders.id, tlsExportOrders.orderId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(tlsExportOrders.exportId, id))
    .orderBy(asc(orders.number));
  const acks = await db
    .select({
      ack: tlsExportAcks,
      by: sql<string>`coalesce(${tlsApiKeys.name}, ${personNameSql(users)}, '')`,
    })
    .from(tlsExportAcks)
    .leftJoin(tlsApiKeys, eq(tlsApiKeys.id, tlsExportAcks.byKeyId))
    .leftJoin(users, eq(users.id, tlsExportAcks.byUserId))
    .where(eq(tlsExportAcks.exportId, id))
    .orderBy(desc(tlsExportAcks.receivedAt));
  return {
    ...batchOf(row),
    orders: batchOrders,
    acks: acks.map(({ ack, by }) => ({
      id: ack.id,
      accepted: ack.accepted,
      rejected: ack.rejected,
      note: ack.note,
      by,
      receivedAt: iso(ack.receivedAt),
    })),
  };
}

/** What the batch page and the waiting list show of each order (joined to its client). */
const orderSummaryColumns = () => ({
  id: orders.id,
  number: orders.number,
  status: orders.status,
  clientName: personNameSql(clients),
  outfitterName: sql<
    string | null
  >`(select ${personNameSql(users)} from ${users} where ${users.id} = ${orders.outfitterId})`,
  lineCount: sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
  currency: orders.currency,
  totalMinor: orders.totalMinor,
});

/**
 * The orders waiting for export (waitingForExportSql, the partial index orders_tls_pending_idx):
 * Accepted or started by hand, never exported; oldest first, with when they were accepted.
 */
export async function waitingOrders(db: Db): Promise<TlsWaitingOrder[]> {
  const rows = await db
    .select({
      ...orderSummaryColumns(),
      acceptedAt: sql<
        string | null
      >`(select to_json(max(${orderStatusChanges.at}))#>>'{}' from ${orderStatusChanges} where ${orderStatusChanges.orderId} = ${orders.id} and ${orderStatusChanges.toStatus} = 'accepted')`,
    })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(waitingForExportSql())
    .orderBy(asc(orders.createdAt));
  return rows;
}
