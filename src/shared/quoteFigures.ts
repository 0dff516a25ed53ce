import { DEFAULT_LANGUAGE, type Language } from './languages';
import type { OrderTotals } from '../features/orders/definition';
import { messageFor } from './i18n/messageFor';
import { formatBasisPoints, formatMoney } from './money';

export interface QuoteFigure {
  /** Which amount: the PDF leaves out a discount or deposit of nothing, the editor shows them all. */
  key: 'subtotal' | 'discount' | 'vat' | 'total' | 'deposit';
  label: string;
  amount: string;
  /** The figure to read first (the total). */
  strong: boolean;
  minor: number;
}

/**
 * The totals as people read them, worded and formatted once for the quote editor and the quote PDF,
 * so both show the same figures (docs/quote-pdf.md#figures), in the reader's language.
 * @example quoteFigures({ totals, discountBp: 0, vatRateBp: 1500, depositBp: 5000, currency: 'ZAR' }, 'fr')
 */
export function quoteFigures(
  input: {
    totals: OrderTotals;
    discountBp: number;
    vatRateBp: number;
    depositBp: number;
    currency: string;
  },
  language: Language = DEFAULT_LANGUAGE,
): QuoteFigure[] {
  const { totals, currency } = input;
  const money = (minor: number) => formatMoney(minor, currency, language);
  const figure = (
    key: QuoteFigure['key'],
    minor: number,
    basisPoints = 0,
    amount = money(minor),
  ): QuoteFigure => ({
    key,
    label: messageFor(language, `portal.quote.figures.${key}`, {
      rate: formatBasisPoints(basisPoints, language),
    }),
    amount,
    strong: key === 'total',
    minor,
  });
  return [
    figure('subtotal', totals.subtotalMinor),
    figure(
      'discount',
      totals.discountMinor,
      input.discountBp,
      `${totals.discountMinor > 0 ? '-' : ''}${money(totals.discountMinor)}`,
    ),
    figure('vat', totals.vatMinor, input.vatRateBp),
    figure('total', totals.totalMinor),
    figure('deposit', totals.depositMinor, input.depositBp),
  ];
}

/**
 * The figures of the client's copy (the quote PDF, the order read as a document): a discount or
 * deposit of nothing is left off (docs/quote-pdf.md#figures).
 * @example clientCopyFigures(quoteFigures(order, 'fr'))
 */
export function clientCopyFigures(figures: readonly QuoteFigure[]): QuoteFigure[] {
  return figures.filter(
    (figure) => figure.minor !== 0 || (figure.key !== 'discount' && figure.key !== 'deposit'),
  );
}
