import type { Language } from '../../../shared/languages';
import type { LandedCost, OrderLineBody, OrderTotals } from '../definition';
import { formatMoney } from '../../../shared/money';
import { lineTotalMinor } from '../../../shared/orderTotals';
import { clientCopyFigures } from '../../../shared/quoteFigureRows';
import { quoteFigures } from '../../../shared/quoteFigures';
import { figureRow, LEFT, tableRow, type Pdf, type Translate } from './pdfLayout';

// docs/quote-pdf.md#figures: the quote and the invoice print an order's lines and its stored
// totals alike (docs/invoices.md#the-invoice).

export interface PdfOrderLine extends Pick<
  OrderLineBody,
  'quantity' | 'unitPriceMinor' | 'tagNumbers' | 'instruction'
> {
  speciesName: string;
  trophyTypeName: string;
}

/** What of an order the lines table and its figures print. */
export interface PdfOrderFigures {
  currency: string;
  lines: PdfOrderLine[];
  totals: OrderTotals;
  discountBp: number;
  vatRateBp: number;
  depositBp: number;
  /** Printed among the figures, each marked when an estimate (docs/money.md#landed-costs). */
  landedCosts: LandedCost[];
}

const XS = [LEFT, 225, 330, 365, 455] as const;
const COLUMNS = ['item', 'tags', 'quantity', 'unitPrice', 'amount'] as const;

/** The order's lines as a table, then its totals as the client's copy words them. */
export function orderLinesTable(
  doc: Pdf,
  order: PdfOrderFigures,
  language: Language,
  t: Translate,
): void {
  const money = (minor: number) => formatMoney(minor, order.currency, language);
  const onRequest = t('pdf.onRequest');
  tableRow(
    doc,
    XS,
    COLUMNS.map((column) => t(`pdf.columns.${column}`)),
    { header: true, rightFrom: 2 },
  );
  for (const line of order.lines) {
    const amount = lineTotalMinor(line);
    tableRow(
      doc,
      XS,
      [
        `${line.speciesName}, ${line.trophyTypeName}${line.instruction ? `\n${line.instruction}` : ''}`,
        line.tagNumbers.join(', '),
        String(line.quantity),
        line.unitPriceMinor === null ? onRequest : money(line.unitPriceMinor),
        amount === null ? onRequest : money(amount),
      ],
      { rightFrom: 2 },
    );
  }
  doc.moveDown();
  for (const figure of clientCopyFigures(quoteFigures(order, language))) {
    figureRow(doc, figure.label, figure.amount, figure.strong);
  }
}
