import type { Language } from '../../../shared/languages';
import type { OrderBalance } from '../../../shared/orderBalance';
import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { pdfTranslatorFor } from '../../../server/i18n/pdfTranslator';
import { formatInvoiceNumber } from '../invoiceNumbers';
import { formatOrderNumber } from '../orderStatuses';
import { figureRow, heading, howToPay, letterhead, openPdf, type Letterhead } from './pdfLayout';
import { orderLinesTable, type PdfOrderFigures } from './pdfOrderLines';
import { paymentsTable, type PdfPayment } from './pdfPayments';

// docs/invoices.md#the-invoice: an accepted order's invoice, on the quote's letterhead and table,
// with what has been paid and what is still due, in the language of whoever downloads it.

export interface InvoicePdfInput extends PdfOrderFigures {
  studio: Letterhead;
  invoiceNumber: number;
  /** The day the invoice number was given, as the invoice's date. */
  invoicedAt: Date;
  orderNumber: number;
  clientName: string;
  /** The client's postal address, one line each. */
  clientAddress: string[];
  outfitterName: string | null;
  payments: PdfPayment[];
  /** From orderBalance (docs/payments.md#balances). */
  balance: OrderBalance;
  language: Language;
  /** Off only for tests that read the content streams. */
  compress?: boolean;
}

/**
 * Renders the invoice and resolves with the PDF's bytes.
 * @example const bytes = await invoicePdf({ studio, invoiceNumber: 1, orderNumber: 42, ... });
 */
export function invoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { language } = input;
  const t = pdfTranslatorFor(language);
  const title = t('pdf.invoice.title', { number: formatInvoiceNumber(input.invoiceNumber) });
  const orderNumber = formatOrderNumber(input.orderNumber);
  const { doc, done } = openPdf({ title, author: input.studio.name, compress: input.compress });
  const money = (minor: number) => formatMoney(minor, input.currency, language);

  letterhead(doc, input.studio, t);
  heading(doc, title, [
    t('pdf.invoice.date', {
      date: formatDate(input.invoicedAt, language, 'day', input.studio.dates),
    }),
    t('pdf.invoice.order', { number: orderNumber }),
    t('pdf.client', { name: input.clientName }),
    ...input.clientAddress,
    ...(input.outfitterName ? [t('pdf.outfitter', { name: input.outfitterName })] : []),
  ]);
  // The deposit was asked on acceptance; the invoice bills the whole total.
  orderLinesTable(
    doc,
    { ...input, depositBp: 0, totals: { ...input.totals, depositMinor: 0 } },
    language,
    t,
  );
  paymentsTable(doc, input.payments, language, input.studio.dates, t);
  figureRow(doc, t('pdf.payments.paid'), money(input.balance.paidMinor));
  figureRow(doc, t('pdf.payments.balanceDue'), money(input.balance.balanceDueMinor), true);
  howToPay(doc, input.studio, t('pdf.reference', { reference: orderNumber }), t, language);
  doc.end();
  return done;
}
