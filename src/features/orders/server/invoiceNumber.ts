import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { inTransaction, recordAudit } from '../../../server/db/queries';
import { INVOICED_STATUSES } from '../invoiceNumbers';
import { orders } from '../table';

export interface InvoiceNumber {
  invoiceNumber: number;
  invoicedAt: Date;
}

/**
 * docs/invoices.md#numbers: the order's invoice number, taken from invoice_number_seq the first time
 * it is asked for and kept on the order; undefined for an order with no invoice (not accepted).
 * Two processes asking at once both read the one number: the update takes the row's lock and only
 * the first finds it without a number. The order's version stays: a number is no edit of the order.
 * @example const invoice = await invoiceNumberOf(app.db, order.id, user.id);
 */
export async function invoiceNumberOf(
  db: Db,
  orderId: string,
  userId: string,
): Promise<InvoiceNumber | undefined> {
  const invoiced = and(eq(orders.id, orderId), inArray(orders.status, [...INVOICED_STATUSES]));
  const kept = await db
    .select({ invoiceNumber: orders.invoiceNumber, invoicedAt: orders.invoicedAt })
    .from(orders)
    .where(invoiced);
  const [row] = kept;
  if (!row) return undefined;
  if (row.invoiceNumber !== null && row.invoicedAt) {
    return { invoiceNumber: row.invoiceNumber, invoicedAt: row.invoicedAt };
  }
  await inTransaction(db, async (tx) => {
    const [given] = await tx
      .update(orders)
      .set({ invoiceNumber: sql`nextval('invoice_number_seq')`, invoicedAt: new Date() })
      .where(and(invoiced, isNull(orders.invoiceNumber)))
      .returning({ invoiceNumber: orders.invoiceNumber });
    if (!given) return;
    await recordAudit(tx, {
      userId,
      resource: 'orders',
      recordId: orderId,
      before: { invoiceNumber: null },
      after: { invoiceNumber: given.invoiceNumber },
    });
  });
  const [after] = await db
    .select({ invoiceNumber: orders.invoiceNumber, invoicedAt: orders.invoicedAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (after?.invoiceNumber == null || !after.invoicedAt) return undefined;
  return { invoiceNumber: after.invoiceNumber, invoicedAt: after.invoicedAt };
}
