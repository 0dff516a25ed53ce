import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../files/fileStorage';
import { inTransaction } from '../queries';
import {
  batchFileKey,
  finishBatch,
  insertBatch,
} from '../../../features/tls-exports/server/recordBatch';
import type { Db } from '../database';
import { orders, orderStatusChanges } from '../../../features/orders/table';
import { users } from '../../../features/users/table';

/**
 * docs/settings.md#demo-data: the demo orders that went through In production (the one in
 * production and the shipped one) were exported in batch 1, so the batch history is not empty on a
 * fresh start. Their zip is built from the rows, so it runs after the seed, with the file storage.
 * @example if (seeded) await seedDemoTlsBatch(database.db, storage);
 */
export async function seedDemoTlsBatch(db: Db, storage: FileStorage): Promise<void> {
  const id = randomUUID();
  await inTransaction(db, async (tx) => {
    const [liaison] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'liaison@example.com'));
    const exported = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.status, ['inProduction', 'shipped']))
      .orderBy(asc(orders.number));
    if (!liaison || exported.length === 0) return;
    const ids = exported.map((order) => order.id);
    const batch = await insertBatch(tx, {
      id,
      createdById: liaison.id,
      reexportReason: null,
      orders: exported.map((order) => ({ ...order, reexport: false })),
      jobId: null,
    });
    // Already moved by their demo history: the batch marks them and names itself in it.
    await tx
      .update(orders)
      .set({ tlsExportId: batch.id, exportedToTlsAt: batch.createdAt })
      .where(inArray(orders.id, ids));
    await tx
      .update(orderStatusChanges)
      .set({ note: `Exported to TLS in batch ${batch.number}` })
      .where(
        and(
          inArray(orderStatusChanges.orderId, ids),
          eq(orderStatusChanges.fromStatus, 'accepted'),
          eq(orderStatusChanges.toStatus, 'inProduction'),
        ),
      );
    await finishBatch(tx, storage, batch);
  }).catch(async (error: unknown) => {
    await storage.remove(batchFileKey(id));
    throw error;
  });
}
