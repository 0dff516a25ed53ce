import type { Language } from '../../../shared/languages';
import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { pdfTranslatorFor } from '../../../server/i18n/pdfTranslator';
import {
  BOLD,
  figureRow,
  heading,
  howToPay,
  LEFT,
  letterhead,
  openPdf,
  REGULAR,
  tableRow,
  type Letterhead,
} from './pdfLayout';
import { paymentsTable, type PdfPayment } from './pdfPayments';

// docs/invoices.md#the-statement: a client's accepted orders with their totals, payments and
// balances, and what is outstanding in all, in the language of whoever downloads it.

export interface StatementOrder {
  /** Q-000042 and INV-000001 (null before its invoice has a number). */
  orderNumber: string;
  invoiceNumber: string | null;
  /** The day the invoice was given, else the order's. */
  date: Date;
  currency: string;
  totalMinor: number;
  paidMinor: number;
  balanceDueMinor: number;
}

export interface StatementPdfInput {
  studio: Letterhead;
  /** The day of the statement, YYYY-MM-DD: the same statement asked again that day is served from the cache. */
  date: string;
  clientName: string;
  clientAddress: string[];
  orders: StatementOrder[];
  payments: PdfPayment[];
  /** Per currency, as orders may be priced in more than one. */
  outstanding: { currency: string; amountMinor: number }[];
  language: Language;
  /** Off only for tests that read the content streams. */
  compress?: boolean;
}

const XS = [LEFT, 114, 174, 272, 363, 454] as const;
const COLUMNS = ['order', 'invoice', 'date', 'total', 'paid', 'balance'] as const;

/**
 * Renders the client's statement and resolves with the PDF's bytes.
 * @example const bytes = await statementPdf({ studio, date: new Date(), clientName: 'Anna Botha', ... });
 */
export function statementPdf(input: StatementPdfInput): Promise<Buffer> {
  const { language } = input;
  const t = pdfTranslatorFor(language);
  const title = t('pdf.statement.title');
  const { doc, done } = openPdf({ title, author: input.studio.name, compress: input.compress });

  letterhead(doc, input.studio, t);
  heading(doc, title, [
    t('pdf.date', { date: formatDate(input.date, language, 'day', input.studio.dates) }),
    t('pdf.client', { name: input.clientName }),
    ...input.clientAddress,
  ]);
  doc.font(BOLD).fontSize(11).text(t('pdf.statement.ordersTitle'), LEFT);
  doc.moveDown(0.5);
  if (input.orders.length === 0) {
    doc.font(REGULAR).fontSize(9).text(t('pdf.statement.noOrders'), LEFT);
  } else {
    tableRow(
      doc,
      XS,
      COLUMNS.map((column) => t(`pdf.statement.columns.${column}`)),
      { header: true, rightFrom: 3 },
    );
    for (const order of input.orders) {
      const money = (minor: number) => formatMoney(minor, order.currency, language);
      tableRow(
        doc,
        XS,
        [
          order.orderNumber,
          order.invoiceNumber ?? '',
          formatDate(order.date, language, 'day', input.studio.dates),
          money(order.totalMinor),
          money(order.paidMinor),
          money(order.balanceDueMinor),
        ],
        { rightFrom: 3 },
      );
    }
  }
  paymentsTable(doc, input.payments, language, input.studio.dates, t);
  for (const { currency, amountMinor } of input.outstanding) {
    figureRow(
      doc,
      t('pdf.statement.outstanding', { currency }),
      formatMoney(amountMinor, currency, language),
      true,
    );
  }
  howToPay(doc, input.studio, t('pdf.statement.reference'), t, input.language);
  doc.end();
  return done;
}
