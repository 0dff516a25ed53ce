import type { Language } from './languages';
import type { LandedCost, LandedCostKind, OrderTotals } from '../features/orders/definition';
import type { MessageParams } from './i18n/translate';
import { formatBasisPoints, formatMoney } from './money';

export interface QuoteFigure {
  /**
   * Which amount: the PDF leaves out a discount or deposit of nothing, the editor shows them all;
   * a landed cost's is its kind's, and `estimated` is the estimated part of the total.
   */
  key:
    'subtotal' | 'discount' | 'vat' | 'total' | 'deposit' | 'estimated' | `cost.${LandedCostKind}`;
  label: string;
  amount: string;
  /** The figure to read first (the total). */
  strong: boolean;
  minor: number;
}

/** A quote text by key in the reader's language: the console's translate, or the server's. */
export type QuoteWording = (key: string, params?: MessageParams) => string;

/** What the figures are made of: an order, or the editor's form as typed. */
export interface QuoteFiguresInput {
  totals: OrderTotals;
  discountBp: number;
  vatRateBp: number;
  depositBp: number;
  currency: string;
  /** docs/money.md#landed-costs: each listed between the discount and the VAT. */
  landedCosts?: readonly LandedCost[];
}

/**
 * The totals as people read them, worded and formatted once for the order's screens and the quote
 * PDF, so both show the same figures (docs/quote-pdf.md#figures), in the reader's language with
 * that language's texts. The screens word them with the console's translate, which holds the same
 * shared texts, so the French ones come with the French chunk (bench/bundle).
 * @example wordedQuoteFigures(order, 'fr', translate)
 */
export function wordedQuoteFigures(
  input: QuoteFiguresInput,
  language: Language,
  word: QuoteWording,
): QuoteFigure[] {
  const { totals, currency } = input;
  const money = (minor: number) => formatMoney(minor, currency, language);
  const figure = (
    key: Exclude<QuoteFigure['key'], `cost.${string}`>,
    minor: number,
    basisPoints = 0,
    amount = money(minor),
  ): QuoteFigure => ({
    key,
    label: word(`portal.quote.figures.${key}`, {
      rate: formatBasisPoints(basisPoints, language),
    }),
    amount,
    strong: key === 'total',
    minor,
  });
  const costFigure = (cost: LandedCost): QuoteFigure => {
    const name = word(`portal.quote.costs.${cost.kind}`);
    return {
      key: `cost.${cost.kind}`,
      label: cost.estimate ? word('portal.quote.costs.estimate', { cost: name }) : name,
      amount: money(cost.amountMinor),
      strong: false,
      minor: cost.amountMinor,
    };
  };
  return [
    figure('subtotal', totals.subtotalMinor),
    figure(
      'discount',
      totals.discountMinor,
      input.discountBp,
      `${totals.discountMinor > 0 ? '-' : ''}${money(totals.discountMinor)}`,
    ),
    ...(input.landedCosts ?? []).map(costFigure),
    figure('vat', totals.vatMinor, input.vatRateBp),
    figure('total', totals.totalMinor),
    ...(totals.estimatedMinor > 0 ? [figure('estimated', totals.estimatedMinor)] : []),
    figure('deposit', totals.depositMinor, input.depositBp),
  ];
}

/**
 * The figures of the client's copy (the quote PDF, the order read as a document): a discount or
 * deposit of nothing is left off (docs/quote-pdf.md#figures).
 * @example clientCopyFigures(wordedQuoteFigures(order, 'fr', translate))
 */
export function clientCopyFigures(figures: readonly QuoteFigure[]): QuoteFigure[] {
  return figures.filter(
    (figure) => figure.minor !== 0 || (figure.key !== 'discount' && figure.key !== 'deposit'),
  );
}
