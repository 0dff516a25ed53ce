import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type {
  TlsExport,
  TlsExportDetail,
  TlsExportListFilter,
  TlsExportProgress,
  TlsWaitingOrder,
} from '../tlsExports';
import type { Db } from '../../../server/db/database';
import { clients } from '../../clients/table';
import { payments } from '../../payments/table';
import { jobs } from '../../../server/db/schema/jobs';
import { orderLines, orders, orderStatusChanges, tlsExportOrders } from '../../orders/table';
import { tlsApiKeys, tlsExportAcks, tlsExports } from '../table';
import { users } from '../../users/table';
import { personNameSql } from '../../../server/db/personName';
import { waitingForExportSql } from './waitingForExportSql';

const iso = (date: Date) => date.toISOString();

const latestRejected = sql<
  number[] | null
>`(select ${tlsExportAcks.rejected} from ${tlsExportAcks} where ${tlsExportAcks.exportId} = ${tlsExports.id} order by ${tlsExportAcks.receivedAt} desc limit 1)`;

// The batch's job, left joined: batches made before jobs have none, and were done when recorded.
const progressColumns = {
  orderCount: tlsExports.orderCount,
  finishedAt: tlsExports.finishedAt,
  jobStatus: jobs.status,
  jobDone: jobs.progressDone,
  jobError: jobs.lastError,
};

type ProgressRow = {
  orderCount: number;
  finishedAt: Date | null;
  jobStatus: string | null;
  jobDone: number | null;
  jobError: string | null;
};

/** docs/tls-export.md#batches: done once its file is recorded; failed while its job has given up. */
const progressOf = (row: ProgressRow): TlsExportProgress =>
  row.finishedAt
    ? { status: 'done', progress: { done: row.orderCount, total: row.orderCount }, error: null }
    : {
        status: row.jobStatus === 'failed' ? 'failed' : 'running',
        progress: { done: row.jobDone ?? 0, total: row.orderCount },
        error: row.jobError,
      };

const batchColumns = {
  batch: tlsExports,
  createdByName: personNameSql(users),
  rejected: latestRejected,
  ...progressColumns,
};

type BatchRow = ProgressRow & {
  batch: typeof tlsExports.$inferSelect;
  createdByName: string;
  rejected: number[] | null;
};

const batchOf = (row: BatchRow): TlsExport => {
  const { batch, createdByName, rejected } = row;
  const progress = progressOf(row);
  const done = progress.status === 'done';
  return {
    id: batch.id,
    number: batch.number,
    createdAt: iso(batch.createdAt),
    createdById: batch.createdById,
    createdByName,
    reexportReason: batch.reexportReason,
    orderCount: batch.orderCount,
    lineCount: done ? batch.lineCount : null,
    fileSize: done ? batch.fileSize : null,
    checksumSha256: done ? batch.checksumSha256 : null,
    rejected: rejected ?? [],
    acknowledged: rejected !== null,
    ...progress,
  };
};

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
    .leftJoin(jobs, eq(jobs.id, tlsExports.jobId))
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
    .leftJoin(jobs, eq(jobs.id, tlsExports.jobId))
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

/** How far batch `id` is: what its page polls while it runs; undefined when there is none. */
export async function readBatchProgress(
  db: Db,
  id: string,
): Promise<TlsExportProgress | undefined> {
  const [row] = await db
    .select(progressColumns)
    .from(tlsExports)
    .leftJoin(jobs, eq(jobs.id, tlsExports.jobId))
    .where(eq(tlsExports.id, id));
  return row && progressOf(row);
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
 * Accepted or started by hand, never exported; oldest first, with when they were accepted and the
 * batch not done yet that holds them, if any (a waiting order's batch holds it as a first export,
 * so the partial unique index on its first batch finds it).
 */
export async function waitingOrders(db: Db): Promise<TlsWaitingOrder[]> {
  const rows = await db
    .select({
      ...orderSummaryColumns(),
      // A row whose status stays (new expected dates, a message) accepts nothing (docs/messages.md#history).
      acceptedAt: sql<
        string | null
      >`(select to_json(max(${orderStatusChanges.at}))#>>'{}' from ${orderStatusChanges} where ${orderStatusChanges.orderId} = ${orders.id} and ${orderStatusChanges.toStatus} = 'accepted' and ${orderStatusChanges.fromStatus} is distinct from 'accepted')`,
      inBatch: sql<{
        id: string;
        number: number;
      } | null>`(select json_build_object('id', ${tlsExports.id}, 'number', ${tlsExports.number}) from ${tlsExportOrders} join ${tlsExports} on ${tlsExports.id} = ${tlsExportOrders.exportId} where ${tlsExportOrders.orderId} = ${orders.id} and not ${tlsExportOrders.reexport})`,
      // docs/tls-export.md#the-deposit: orderBalance's deposit due, for the Accepted orders a batch would move.
      depositDueMinor:
        sql<number>`case when ${orders.status} = 'accepted' then greatest(0, ${orders.depositMinor} - coalesce((select sum(${payments.amountMinor}) from ${payments} where ${payments.orderId} = ${orders.id}), 0)) else 0 end`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(waitingForExportSql())
    .orderBy(asc(orders.createdAt));
  return rows;
}
