import type { Language } from '../../../shared/languages';
import type { PaymentMethod } from '../../payments/historyPayment';
import { formatDate } from '../../../shared/dates';
import type { DateSettings } from '../../../shared/dateSettings';
import { formatMoney } from '../../../shared/money';
import { BOLD, LEFT, REGULAR, tableRow, type Pdf, type Translate } from './pdfLayout';

// docs/invoices.md: the payments an invoice or a statement lists, refunds as negative amounts.

export interface PdfPayment {
  /** The day it was paid, YYYY-MM-DD. */
  paidOn: string;
  /** The order's number, for a statement's list over several orders. */
  orderNumber: string;
  method: PaymentMethod;
  /** The payment's reference, or a refund's reason. */
  note: string;
  amountMinor: number;
  currency: string;
}

const XS = [LEFT, 148, 214, 279, 440] as const;

/** "Payments received", one row each, or a line saying there is none. */
export function paymentsTable(
  doc: Pdf,
  payments: readonly PdfPayment[],
  language: Language,
  dates: DateSettings,
  t: Translate,
): void {
  doc.moveDown().font(BOLD).fontSize(11).text(t('pdf.payments.title'), LEFT);
  doc.moveDown(0.5);
  if (payments.length === 0) {
    doc.font(REGULAR).fontSize(9).text(t('pdf.payments.none'), LEFT);
    doc.moveDown();
    return;
  }
  const columns = ['date', 'order', 'method', 'reference', 'amount'] as const;
  tableRow(
    doc,
    XS,
    columns.map((column) => t(`pdf.payments.columns.${column}`)),
    { header: true, rightFrom: 4 },
  );
  for (const payment of payments) {
    tableRow(
      doc,
      XS,
      [
        formatDate(payment.paidOn, language, 'day', dates),
        payment.orderNumber,
        t(`pdf.payments.method.${payment.method}`),
        payment.note,
        formatMoney(payment.amountMinor, payment.currency, language),
      ],
      { rightFrom: 4 },
    );
  }
  doc.moveDown();
}
