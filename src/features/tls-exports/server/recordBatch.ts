import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { tlsExportOrders } from '../../orders/table';
import { tlsExports } from '../table';
import type { FileStorage } from '../../../server/files/public';
import { storeBatchFile } from './file/batchZip';
import type { BatchFacts } from './file/batchManifest';

// Rows per insert: well under PostgreSQL's 65,535 parameters, and bounded memory at 10,000 orders.
export const BATCH_CHUNK = 500;

/**
 * `items` in slices of BATCH_CHUNK.
 * @example for (const chunk of batchChunks(picked)) await write(chunk);
 */
export const batchChunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / BATCH_CHUNK) }, (_, i) =>
    items.slice(i * BATCH_CHUNK, (i + 1) * BATCH_CHUNK),
  );

export interface BatchRecord {
  id: string;
  createdById: string;
  reexportReason: string | null;
  orders: readonly { id: string; reexport: boolean }[];
  /** The job that moves its orders and writes its file; null when the caller does both itself. */
  jobId: string | null;
}

export const batchFileKey = (id: string) => `tls-exports/${id}.zip`;

/**
 * Records batch `record.id` and its orders in `tx` (docs/tls-export.md#batches): its number and
 * its set of orders are fixed from then on; it is running until finishBatch.
 * @example const batch = await insertBatch(tx, { id, createdById, reexportReason, orders, jobId });
 */
export async function insertBatch(tx: Db, record: BatchRecord): Promise<BatchFacts> {
  const [inserted] = await tx
    .insert(tlsExports)
    .values({
      id: record.id,
      createdById: record.createdById,
      reexportReason: record.reexportReason,
      orderCount: record.orders.length,
      lineCount: 0,
      fileKey: batchFileKey(record.id),
      fileSize: 0,
      checksumSha256: '',
      jobId: record.jobId,
    })
    .returning({ id: tlsExports.id, number: tlsExports.number, createdAt: tlsExports.createdAt });
  for (const chunk of batchChunks(record.orders)) {
    await tx.insert(tlsExportOrders).values(
      chunk.map((order) => ({
        exportId: inserted!.id,
        orderId: order.id,
        reexport: order.reexport,
      })),
    );
  }
  return { ...inserted!, reexportReason: record.reexportReason };
}

/**
 * Streams the zip of `batch`, whose orders are all marked, into `storage` and records it in `tx`
 * with its size and sha256: the batch is done. A retry writes it again whole, with the same bytes;
 * the caller removes it when its transaction fails.
 * @example await inTransaction(db, (tx) => finishBatch(tx, storage, batch));
 */
export async function finishBatch(tx: Db, storage: FileStorage, batch: BatchFacts): Promise<void> {
  const file = await storeBatchFile(tx, storage, batchFileKey(batch.id), batch);
  await tx
    .update(tlsExports)
    .set({
      lineCount: file.lines,
      fileSize: file.size,
      checksumSha256: file.sha256,
      finishedAt: sql`now()`,
    })
    .where(and(eq(tlsExports.id, batch.id), isNull(tlsExports.finishedAt)));
}
