import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tlsExportOrders, tlsExports } from '../../db/schema';
import type { FileStorage } from '../../files/fileStorage';
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
}

export const batchFileKey = (id: string) => `tls-exports/${id}.zip`;

/**
 * Records batch `record.id` in `tx` (docs/tls-export.md#batches): the batch and its orders, then
 * `markOrders` (the caller's moves and marks), then its zip streamed into `storage` with its size
 * and sha256. The caller's transaction rolls all of it back on a failure and removes the file.
 * @example await recordBatch(tx, storage, record, (batch) => markExported(tx, batch));
 */
export async function recordBatch(
  tx: Db,
  storage: FileStorage,
  record: BatchRecord,
  markOrders: (batch: BatchFacts) => Promise<void>,
): Promise<void> {
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
    })
    .returning({ id: tlsExports.id, number: tlsExports.number, createdAt: tlsExports.createdAt });
  const batch = { ...inserted!, reexportReason: record.reexportReason };
  for (const chunk of batchChunks(record.orders)) {
    await tx
      .insert(tlsExportOrders)
      .values(
        chunk.map((order) => ({ exportId: batch.id, orderId: order.id, reexport: order.reexport })),
      );
  }
  await markOrders(batch);
  const file = await storeBatchFile(tx, storage, batchFileKey(batch.id), batch);
  await tx
    .update(tlsExports)
    .set({ lineCount: file.lines, fileSize: file.size, checksumSha256: file.sha256 })
    .where(eq(tlsExports.id, batch.id));
}
