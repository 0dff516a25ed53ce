import type { OrderTotals } from '../../resources/orders';
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
 * so both show the same figures (docs/quote-pdf.md#figures).
 * @example quoteFigures({ totals, discountBp: 0, vatRateBp: 1500, depositBp: 5000, currency: 'ZAR' })
 */
export function quoteFigures(input: {
  totals: OrderTotals;
  discountBp: number;
  vatRateBp: number;
  depositBp: number;
  currency: string;
}): QuoteFigure[] {
  const { totals, currency } = input;
  const money = (minor: number) => formatMoney(minor, currency);
  const rate = formatBasisPoints;
  const figure = (
    key: QuoteFigure['key'],
    label: string,
    minor: number,
    amount = money(minor),
  ): QuoteFigure => ({ key, label, amount, strong: key === 'total', minor });
  return [
    figure('subtotal', 'Subtotal', totals.subtotalMinor),
    figure(
      'discount',
      `Discount (${rate(input.discountBp)})`,
      totals.discountMinor,
      `${totals.discountMinor > 0 ? '-' : ''}${money(totals.discountMinor)}`,
    ),
    figure('vat', `VAT (${rate(input.vatRateBp)})`, totals.vatMinor),
    figure('total', 'Total', totals.totalMinor),
    figure('deposit', `Deposit due on acceptance (${rate(input.depositBp)})`, totals.depositMinor),
  ];
}
