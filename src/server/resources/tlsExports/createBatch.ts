import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TlsExportCreateBody } from '../../../../resources/tlsExports';
import type { SessionUser } from '../../auth/currentUser';
import type { Db } from '../../db/database';
import { orderLines, orders } from '../../db/schema';
import type { FileStorage } from '../../files/fileStorage';
import { inTransaction } from '../../engine/transaction';
import { updateAtVersions } from '../../engine/optimisticLock';
import { moveOrders, type MovableOrder } from '../orders/moveOrder';
import { pickOrders, type PickedOrder } from './pickOrders';
import { batchChunks, batchFileKey, recordBatch } from './recordBatch';

/** The orders of a chunk as the workflow's move reads them. */
async function movableOrders(db: Db, ids: string[]): Promise<MovableOrder[]> {
  const rows = await db.select().from(orders).where(inArray(orders.id, ids));
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      quantity: orderLines.quantity,
      unitPriceMinor: orderLines.unitPriceMinor,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids));
  const linesOf = new Map<string, typeof lines>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  return rows.map((row) => ({
    ...row,
    totals: {
      subtotalMinor: row.subtotalMinor,
      discountMinor: row.discountMinor,
      vatMinor: row.vatMinor,
      totalMinor: row.totalMinor,
      depositMinor: row.depositMinor,
      hasPriceOnRequest: row.hasPriceOnRequest,
    },
    lines: linesOf.get(row.id) ?? [],
  }));
}

/**
 * Marks the picked orders exported by `exportId`, a chunk at a time with a few set-based statements
 * each (docs/tls-export.md#memory): Accepted ones move to In production through the workflow's move
 * (history rows, clients' e-mails); those staff started by hand, already In production, and
 * re-exported ones are only marked with the batch.
 */
async function markExported(
  request: FastifyRequest,
  tx: Db,
  user: SessionUser,
  picked: PickedOrder[],
  batch: { id: string; number: number; createdAt: Date },
) {
  const values = { tlsExportId: batch.id, exportedToTlsAt: batch.createdAt };
  // Staff move Accepted orders on (docs/order-workflow.md#transitions); roles decide, not relations.
  const actor = { roles: user.roles, isOrderClient: false, isLinkedOutfitter: false };
  const note = `Exported to TLS in batch ${batch.number}`;
  for (const chunk of batchChunks(picked)) {
    const movable = await movableOrders(
      tx,
      chunk.map((one) => one.id),
    );
    const accepted = movable.filter((order) => order.status === 'accepted');
    await moveOrders(request, tx, user, actor, accepted, 'inProduction', note, { values });
    await updateAtVersions(
      tx,
      orders,
      movable.filter((order) => order.status !== 'accepted'),
      values,
    );
  }
}

/**
 * Creates a batch in one transaction (docs/tls-export.md#batches): picks and locks its orders,
 * records them, moves them on, and streams its zip into the file storage; a failure leaves no
 * batch, no moved order and no file.
 * @example const id = await createBatch(request, app.db, app.files.storage, user, body);
 */
export async function createBatch(
  request: FastifyRequest,
  db: Db,
  storage: FileStorage,
  user: SessionUser,
  body: TlsExportCreateBody,
): Promise<string> {
  const id = randomUUID();
  return inTransaction(db, async (tx) => {
    const picked = await pickOrders(tx, body);
    const reexportReason = picked.some((order) => order.reexport)
      ? (body.reexportReason ?? null)
      : null;
    await recordBatch(
      tx,
      storage,
      { id, createdById: user.id, reexportReason, orders: picked },
      (batch) => markExported(request, tx, user, picked, batch),
    );
    return id;
  }).catch(async (error: unknown) => {
    // The transaction rolled back; the file it may have written goes with it.
    await storage.remove(batchFileKey(id));
    throw error;
  });
}
