import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import type { FileStorage } from '../../../server/files/public';
import { orderBalance } from '../../../shared/orderBalance';
import { paymentsOfOrders } from '../../payments/server/public';
import { formatInvoiceNumber, INVOICED_STATUSES } from '../invoiceNumbers';
import { formatOrderNumber } from '../orderStatuses';
import { orders } from '../table';
import { invoiceNumberOf, type InvoiceNumber } from './invoiceNumber';
import type { PdfClient } from './pdfClient';
import type { Language } from '../../../shared/languages';
import type { StatementOrder, StatementPdfInput } from './statementPdf';
import { studioLetterhead } from './studioLetterhead';

/**
 * docs/invoices.md#the-statement: what a client's statement shows: their accepted-or-later orders
 * (each with its invoice number, given now if it had none yet), totals, payments and balances from
 * orderBalance, and the total outstanding per currency. Access is the caller's business.
 * @example const input = await clientStatement(app.db, app.files.storage, client, { clientId, userId, language });
 */
export async function clientStatement(
  db: Db,
  storage: FileStorage,
  client: PdfClient,
  asked: { clientId: string; userId: string; language: Language },
): Promise<StatementPdfInput> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.clientId, asked.clientId), inArray(orders.status, [...INVOICED_STATUSES])))
    .orderBy(asc(orders.number));
  const invoices: (InvoiceNumber | undefined)[] = [];
  // One at a time, so an older order takes the lower invoice number.
  for (const row of rows) invoices.push(await invoiceNumberOf(db, row.id, asked.userId));
  const [payments, studio] = await Promise.all([
    paymentsOfOrders(
      db,
      rows.map((row) => row.id),
    ),
    studioLetterhead(db, storage),
  ]);
  const statementOrders: StatementOrder[] = rows.map((row, index) => {
    const invoice = invoices[index];
    const balance = orderBalance(
      row,
      payments
        .filter((payment) => payment.orderId === row.id)
        .map((payment) => payment.amountMinor),
    );
    return {
      orderNumber: formatOrderNumber(row.number),
      invoiceNumber: invoice ? formatInvoiceNumber(invoice.invoiceNumber) : null,
      date: invoice?.invoicedAt ?? row.createdAt,
      currency: row.currency,
      totalMinor: row.totalMinor,
      paidMinor: balance.paidMinor,
      balanceDueMinor: balance.balanceDueMinor,
    };
  });
  const outstanding = new Map<string, number>();
  for (const order of statementOrders) {
    outstanding.set(order.currency, (outstanding.get(order.currency) ?? 0) + order.balanceDueMinor);
  }
  const numberOf = new Map(rows.map((row) => [row.id, formatOrderNumber(row.number)]));
  return {
    studio,
    date: new Date().toISOString().slice(0, 10),
    ...client,
    orders: statementOrders,
    payments: payments.map((payment) => ({
      ...payment,
      orderNumber: numberOf.get(payment.orderId) ?? '',
    })),
    outstanding: [...outstanding].map(([currency, amountMinor]) => ({ currency, amountMinor })),
    language: asked.language,
  };
}
