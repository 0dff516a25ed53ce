import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/roles';
import type { Db } from '../../../server/db/database';
import { orderLines, orders, tlsExportOrders } from '../../orders/table';
import { updateAtVersions } from '../../../engine/server/optimisticLock';
import type { MailSender } from '../../../server/mail/public';
import { type MovableOrder, moveOrders, storedTotals } from '../../orders/server/public';
import type { BatchFacts } from './file/batchManifest';
import { BATCH_CHUNK } from './recordBatch';
import { paidOnOrders } from '../../payments/server/public';

/** A batch as its job moves it: who made it, with the roles they had then. */
export interface BatchRun extends BatchFacts {
  createdById: string;
  roles: Role[];
  /** Staff's reason for moving orders on without their deposit (docs/tls-export.md#the-deposit). */
  depositReason: string | null;
}

/** The orders of a chunk as the workflow's move reads them, locked by number until the chunk commits. */
async function movableOrders(
  db: Db,
  ids: string[],
): Promise<(MovableOrder & { tlsExportId: string | null })[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.number))
    .for('update');
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
    totals: storedTotals(row),
    lines: linesOf.get(row.id) ?? [],
  }));
}

export interface ChunkDone {
  /** The chunk's last order id, where the next chunk starts; null when no order was left. */
  last: string | null;
  /** How many of its orders this chunk marked (those marked by an earlier run are skipped). */
  marked: number;
}

/**
 * One step of a batch's job, in `tx` (docs/tls-export.md#batches): the batch's next BATCH_CHUNK
 * orders after `after` (by id, the primary key's order), of which those not marked yet are locked
 * and marked with the batch. Those still Accepted move to In production through the workflow's
 * move (history rows, clients' e-mails), those whose deposit is unpaid only with staff's reason;
 * the others (started by hand, cancelled while the batch held them, re-exported, unpaid without a
 * reason) are only marked. Idempotent: run again, a chunk skips the orders it marked.
 * @example const { last, marked } = await exportChunk(sender, tx, batch, after);
 */
export async function exportChunk(
  sender: MailSender,
  tx: Db,
  batch: BatchRun,
  after: string | null,
): Promise<ChunkDone> {
  const chunk = await tx
    .select({
      id: tlsExportOrders.orderId,
      marked: sql<boolean>`${orders.tlsExportId} is not distinct from ${batch.id}`,
    })
    .from(tlsExportOrders)
    .innerJoin(orders, eq(orders.id, tlsExportOrders.orderId))
    .where(
      and(
        eq(tlsExportOrders.exportId, batch.id),
        after === null ? undefined : gt(tlsExportOrders.orderId, after),
      ),
    )
    .orderBy(asc(tlsExportOrders.orderId))
    .limit(BATCH_CHUNK);
  const last = chunk.at(-1)?.id ?? null;
  const left = chunk.filter((order) => !order.marked).map((order) => order.id);
  if (left.length === 0) return { last, marked: 0 };
  // Read again under the lock: only a run that lost its lease could have marked one meanwhile.
  const movable = (await movableOrders(tx, left)).filter((order) => order.tlsExportId !== batch.id);
  const values = { tlsExportId: batch.id, exportedToTlsAt: batch.createdAt };
  // Staff move Accepted orders on (docs/order-workflow.md#transitions); roles decide, not relations.
  const actor = { roles: batch.roles, isOrderClient: false, isLinkedOutfitter: false };
  const note = `Exported to TLS in batch ${batch.number}`;
  const user = { id: batch.createdById };
  // docs/tls-export.md#the-deposit: an order whose deposit is unpaid moves on only with staff's
  // reason, which its history row keeps; without one (a refund since the batch was made) it is
  // only marked, and its move into production waits for the deposit as a hand move does.
  const paid = await paidOnOrders(
    tx,
    movable.map((order) => order.id),
  );
  const unpaid = (order: (typeof movable)[number]) =>
    order.totals.depositMinor > (paid.get(order.id) ?? 0);
  const accepted = movable.filter((order) => order.status === 'accepted');
  const onTerms = accepted.filter((order) => !unpaid(order));
  const withoutDeposit = batch.depositReason ? accepted.filter(unpaid) : [];
  await moveOrders(sender, tx, user, actor, onTerms, 'inProduction', note, { values });
  const reasoned = `${note} without its deposit: ${batch.depositReason}`;
  await moveOrders(sender, tx, user, actor, withoutDeposit, 'inProduction', reasoned, { values });
  const moved = new Set([...onTerms, ...withoutDeposit]);
  await updateAtVersions(
    tx,
    orders,
    movable.filter((order) => !moved.has(order)),
    values,
  );
  return { last, marked: movable.length };
}
