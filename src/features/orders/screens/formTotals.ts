import type { LandedCost, OrderCreateBody, OrderLineBody, OrderTotals } from '../definition';
import { orderTotals, type TotalsInput } from '../../../shared/orderTotals';

/** The quote editor's values while someone types: any field may be missing or half entered. */
export type OrderFormValues = Partial<Omit<OrderCreateBody, 'lines' | 'landedCosts'>> & {
  lines?: readonly Partial<OrderLineBody>[];
  landedCosts?: readonly Partial<LandedCost>[];
};

// A field being typed may hold nothing, NaN or a fraction for a moment; it counts as 0 until it is a
// whole number, as the server would refuse it anyway.
const whole = (value: unknown) => (Number.isSafeInteger(value) ? (value as number) : 0);

/**
 * A line of the form as the shared rule reads it; an empty price is "on request"
 * (docs/money.md#price-on-request), a line not priced yet counts as 0.
 */
export function pricedLineOf(line: Partial<OrderLineBody>): TotalsInput['lines'][number] {
  return {
    quantity: whole(line.quantity),
    unitPriceMinor: line.unitPriceMinor === null ? null : whole(line.unitPriceMinor),
  };
}

/** The form's discount, VAT and deposit rates, 0 while one is half typed. */
export function ratesOf(values: OrderFormValues) {
  return {
    discountBp: whole(values.discountBp),
    vatRateBp: whole(values.vatRateBp),
    depositBp: whole(values.depositBp),
  };
}

/**
 * The form's landed costs as the figures and the shared rule read them: one being added has no kind
 * yet and is left out; an amount half typed counts as 0 (docs/money.md#landed-costs).
 */
export function landedCostsOf(values: OrderFormValues): LandedCost[] {
  return (values.landedCosts ?? []).flatMap((cost) =>
    cost.kind
      ? [{ kind: cost.kind, amountMinor: whole(cost.amountMinor), estimate: cost.estimate ?? true }]
      : [],
  );
}

/**
 * The totals of the form as it stands, by the rule the server stores them with
 * (docs/money.md#rounding), so the editor shows while typing what saving will give.
 * @example formTotals({ lines: [{ quantity: 2, unitPriceMinor: 1050 }], vatRateBp: 1500 })
 */
export function formTotals(values: OrderFormValues): OrderTotals {
  return orderTotals({
    lines: (values.lines ?? []).map(pricedLineOf),
    ...ratesOf(values),
    landedCosts: landedCostsOf(values),
  });
}
