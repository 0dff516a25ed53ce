import type { OrderCreateBody, OrderLineBody, OrderTotals } from '../definition';
import { orderTotals, type TotalsInput } from '../../../shared/orderTotals';

/** The quote editor's values while someone types: any field may be missing or half entered. */
export type OrderFormValues = Partial<Omit<OrderCreateBody, 'lines'>> & {
  lines?: readonly Partial<OrderLineBody>[];
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
 * The totals of the form as it stands, by the rule the server stores them with
 * (docs/money.md#rounding), so the editor shows while typing what saving will give.
 * @example formTotals({ lines: [{ quantity: 2, unitPriceMinor: 1050 }], vatRateBp: 1500 })
 */
export function formTotals(values: OrderFormValues): OrderTotals {
  return orderTotals({
    lines: (values.lines ?? []).map(pricedLineOf),
    ...ratesOf(values),
  });
}
