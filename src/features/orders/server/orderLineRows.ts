import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { OrderLineBody } from '../definition';
import type { Db } from '../../../server/db/database';
import { orderLines } from '../table';

/** A line to write; a line made from a register names the register's line (irQuote). */
export type OrderLineValues = OrderLineBody & { irLineId?: string | null };

/**
 * Writes an order's lines in the body's order. A line whose `id` is one of the order's lines
 * stays that line (its register link and photos with it); the others are new, and the order's
 * lines the body no longer names go (docs/order-line-photos.md#lines-kept-across-edits).
 * @example await writeOrderLines(tx, orderId, priced.lines);
 */
export async function writeOrderLines(
  tx: Db,
  orderId: string,
  lines: readonly OrderLineValues[],
): Promise<void> {
  const current = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const available = new Set(current.map((line) => line.id));
  // Each loaded line is kept once: a second line naming the same id is a new line.
  const keeps = lines.map((line) => (line.id && available.delete(line.id) ? line.id : null));
  const kept = keeps.filter((id) => id !== null);
  await tx
    .delete(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        kept.length ? notInArray(orderLines.id, kept) : undefined,
      ),
    );
  // Out of the way of the new positions (order_lines_order_position_key) before any is set.
  if (kept.length)
    await tx
      .update(orderLines)
      .set({ position: sql`-1 - ${orderLines.position}` })
      .where(eq(orderLines.orderId, orderId));
  const added = [];
  for (const [position, { id: _id, irLineId, ...values }] of lines.entries()) {
    const keep = keeps[position];
    if (keep)
      await tx
        .update(orderLines)
        .set({ ...values, position })
        .where(eq(orderLines.id, keep));
    else added.push({ ...values, irLineId: irLineId ?? null, orderId, position });
  }
  if (added.length) await tx.insert(orderLines).values(added);
}
