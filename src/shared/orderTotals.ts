import type { LandedCost, OrderLineBody, OrderTotals } from '../features/orders/definition';
import type { SharedPhrase } from './i18n/phrase';

// The one rounding rule (docs/money.md#rounding): amounts are integers in the currency's minor unit; each
// derived amount is rounded once, at order level (never per line), to the minor unit, half away from
// zero ("commercial" rounding), in this order:
//   subtotal = sum of quantity x unit price             (exact)
//   discount = round(subtotal x discount %)
//   costs    = sum of the landed costs                  (exact; docs/money.md#landed-costs)
//   VAT      = round((subtotal - discount + costs) x VAT rate)
//   total    = subtotal - discount + costs + VAT        (exact)
//   deposit  = round(total x deposit %)
// Price-on-request lines count as zero until staff price them; a quote cannot go out with one.

export interface TotalsInput {
  lines: readonly Pick<OrderLineBody, 'quantity' | 'unitPriceMinor'>[];
  discountBp: number;
  vatRateBp: number;
  depositBp: number;
  /** Crating, dip & pack, freight, insurance: not discounted, VAT charged on them. */
  landedCosts?: readonly Pick<LandedCost, 'amountMinor' | 'estimate'>[];
}

const BASIS = 10_000;

type PricedLine = TotalsInput['lines'][number];

/**
 * A line's amount, quantity x unit price (exact), or null while it is price on request: the editor's
 * and the quote PDF's line totals, and what the subtotal adds up.
 * @example lineTotalMinor({ quantity: 2, unitPriceMinor: 1050 }) // 2100
 */
export function lineTotalMinor(line: PricedLine): number | null {
  return line.unitPriceMinor === null ? null : line.quantity * line.unitPriceMinor;
}

/**
 * A non-negative integer amount times a rate in basis points, rounded half away from zero; exact for
 * any amount up to Number.MAX_SAFE_INTEGER because no intermediate product exceeds it.
 */
export function applyBasisPoints(amount: number, basisPoints: number): number {
  const whole = Math.floor(amount / BASIS);
  const rest = amount - whole * BASIS;
  return whole * basisPoints + Math.floor((rest * basisPoints + BASIS / 2) / BASIS);
}

/**
 * The landed costs' sum and the estimated part of it, before VAT (docs/money.md#landed-costs).
 * @example landedCostSums([{ amountMinor: 500, estimate: true }, { amountMinor: 200, estimate: false }]) // { costsMinor: 700, estimatedMinor: 500 }
 */
export function landedCostSums(
  costs: NonNullable<TotalsInput['landedCosts']>,
): Pick<OrderTotals, 'costsMinor' | 'estimatedMinor'> {
  const sum = (some: typeof costs) => some.reduce((total, cost) => total + cost.amountMinor, 0);
  return { costsMinor: sum(costs), estimatedMinor: sum(costs.filter((cost) => cost.estimate)) };
}

/**
 * Subtotal, discount, VAT, total and deposit of an order, in minor units, with its landed costs and
 * the estimated part of them.
 * @example orderTotals({ lines: [{ quantity: 2, unitPriceMinor: 1050 }], discountBp: 0, vatRateBp: 1500, depositBp: 5000 })
 */
export function orderTotals(input: TotalsInput): OrderTotals {
  const subtotalMinor = input.lines.reduce((sum, line) => sum + (lineTotalMinor(line) ?? 0), 0);
  const discountMinor = applyBasisPoints(subtotalMinor, input.discountBp);
  const { costsMinor, estimatedMinor } = landedCostSums(input.landedCosts ?? []);
  const vatMinor = applyBasisPoints(subtotalMinor - discountMinor + costsMinor, input.vatRateBp);
  const totalMinor = subtotalMinor - discountMinor + costsMinor + vatMinor;
  return {
    subtotalMinor,
    discountMinor,
    vatMinor,
    totalMinor,
    depositMinor: applyBasisPoints(totalMinor, input.depositBp),
    hasPriceOnRequest: input.lines.some((line) => line.unitPriceMinor === null),
    costsMinor,
    estimatedMinor,
  };
}

/**
 * Why the quote may not go to the client yet, or undefined when it may. A client may submit a request
 * with price-on-request lines (docs/money.md#price-on-request); staff price them before quoting.
 */
export function quoteBlocker(input: Pick<TotalsInput, 'lines'>): SharedPhrase | undefined {
  if (input.lines.length === 0) return { key: 'portal.workflow.refusals.addALine' };
  const onRequest = input.lines.filter((line) => line.unitPriceMinor === null).length;
  if (onRequest === 0) return undefined;
  return { key: 'portal.workflow.refusals.priceOnRequest', params: { smart_count: onRequest } };
}
