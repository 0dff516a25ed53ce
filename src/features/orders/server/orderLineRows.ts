import type { OrderLineBody } from '../definition';
import { orderLineBodySchema } from '../definition';
import type { Db } from '../../../server/db/database';
import type { ChildRows } from '../../../engine/server/resourceStore';
import { writeChildRows } from '../../../engine/server/crudWrites';
import { orderLines } from '../table';

/** A line to write; a line made from a register names the register's line (irQuote). */
export type OrderLineValues = OrderLineBody & { irLineId?: string | null };

/** An order's lines as child rows: the body's fields; the register's line only when made. */
const orderLineRows: ChildRows = {
  table: orderLines,
  parent: orderLines.orderId,
  position: orderLines.position,
  fields: Object.keys(orderLineBodySchema.shape).filter((field) => field !== 'id'),
  madeWith: ['irLineId'],
};

/**
 * Writes an order's lines in the body's order, as the engine writes any record's child rows: a
 * line whose `id` is one of the order's lines stays that line (its register link and photos with
 * it); the others are new, and the order's lines the body no longer names go
 * (docs/order-line-photos.md#lines-kept-across-edits).
 * @example await writeOrderLines(tx, orderId, priced.lines);
 */
export async function writeOrderLines(
  tx: Db,
  orderId: string,
  lines: readonly OrderLineValues[],
): Promise<void> {
  await writeChildRows(tx, orderLineRows, orderId, lines);
}
