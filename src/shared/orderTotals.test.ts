import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PRICE_MINOR } from '../engine/fieldLimits';
import { LANDED_COST_KINDS, MAX_LINES, MAX_QUANTITY } from '../features/orders/definition';
import {
  applyBasisPoints,
  lineTotalMinor,
  orderTotals,
  quoteBlocker,
  type TotalsInput,
} from './orderTotals';
import { messageFor } from './i18n/messageFor';
import { phraseText } from './i18n/phrase';

const blockerInEnglish = (input: Pick<TotalsInput, 'lines'>) => {
  const blocker = quoteBlocker(input);
  return blocker && phraseText((key, params) => messageFor('en', key, params), blocker);
};

// An independent reference: BigInt arithmetic on the whole products, rounding half away from zero by
// comparing twice the remainder with the divisor (the code under test splits the amount instead).
function roundedShare(amount: bigint, basisPoints: bigint): bigint {
  const product = amount * basisPoints;
  const quotient = product / 10_000n;
  const remainder = product % 10_000n;
  return remainder * 2n >= 10_000n ? quotient + 1n : quotient;
}

function referenceTotals(input: TotalsInput) {
  let subtotal = 0n;
  for (const line of input.lines)
    subtotal += BigInt(line.quantity) * BigInt(line.unitPriceMinor ?? 0);
  const discount = roundedShare(subtotal, BigInt(input.discountBp));
  let costs = 0n;
  let estimated = 0n;
  for (const cost of input.landedCosts ?? []) {
    costs += BigInt(cost.amountMinor);
    if (cost.estimate) estimated += BigInt(cost.amountMinor);
  }
  const vat = roundedShare(subtotal - discount + costs, BigInt(input.vatRateBp));
  const total = subtotal - discount + costs + vat;
  return {
    subtotalMinor: Number(subtotal),
    discountMinor: Number(discount),
    vatMinor: Number(vat),
    totalMinor: Number(total),
    depositMinor: Number(roundedShare(total, BigInt(input.depositBp))),
    hasPriceOnRequest: input.lines.some((line) => line.unitPriceMinor === null),
    costsMinor: Number(costs),
    estimatedMinor: Number(estimated),
  };
}

const basisPoints = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }),
  fc.constantFrom(0, 1, 4999, 5000, 5001, 1500, 1550, 9999, 10_000),
);
const line = fc.record({
  quantity: fc.integer({ min: 1, max: MAX_QUANTITY }),
  unitPriceMinor: fc.option(
    fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: MAX_PRICE_MINOR })),
    { freq: 8 },
  ),
});
// docs/money.md#landed-costs: at most one of each kind, so at most LANDED_COST_KINDS.length.
const landedCost = fc.record({
  amountMinor: fc.integer({ min: 0, max: MAX_PRICE_MINOR }),
  estimate: fc.boolean(),
});
const order = fc.record({
  lines: fc.array(line, { maxLength: MAX_LINES }),
  discountBp: basisPoints,
  vatRateBp: basisPoints,
  depositBp: basisPoints,
  landedCosts: fc.array(landedCost, { maxLength: LANDED_COST_KINDS.length }),
});

describe('orderTotals', () => {
  it('matches an independent BigInt calculation to the minor unit for any lines and rates', () => {
    fc.assert(
      fc.property(order, (input) => {
        expect(orderTotals(input)).toEqual(referenceTotals(input));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps every amount a safe integer at the schema limits', () => {
    const lines = Array.from({ length: MAX_LINES }, () => ({
      quantity: MAX_QUANTITY,
      unitPriceMinor: MAX_PRICE_MINOR,
    }));
    const landedCosts = LANDED_COST_KINDS.map(() => ({
      amountMinor: MAX_PRICE_MINOR,
      estimate: true,
    }));
    const input = { lines, discountBp: 0, vatRateBp: 10_000, depositBp: 10_000, landedCosts };
    const totals = orderTotals(input);
    expect(Number.isSafeInteger(totals.totalMinor)).toBe(true);
    expect(totals).toEqual(referenceTotals(input));
  });

  it('rounds each derived amount once, half away from zero, VAT on the discounted amount', () => {
    // 2 x 10.25 = 20.50; 10 % discount = 2.05; VAT 15 % of 18.45 = 2.7675 -> 2.77; total 21.22;
    // deposit 50 % of 21.22 = 10.61.
    const totals = orderTotals({
      lines: [{ quantity: 2, unitPriceMinor: 1025 }],
      discountBp: 1000,
      vatRateBp: 1500,
      depositBp: 5000,
    });
    expect(totals).toEqual({
      subtotalMinor: 2050,
      discountMinor: 205,
      vatMinor: 277,
      totalMinor: 2122,
      depositMinor: 1061,
      hasPriceOnRequest: false,
      costsMinor: 0,
      estimatedMinor: 0,
    });
    expect(applyBasisPoints(1, 5000)).toBe(1); // 0.5 of a cent rounds up
    expect(applyBasisPoints(1, 4999)).toBe(0);
  });

  it('adds the landed costs after the discount, charges VAT on them, and sums the estimated ones', () => {
    // 20.50 less 10 % = 18.45; + 5.00 crating (estimate) + 1.00 insurance = 24.45; VAT 15 % = 3.6675
    // -> 3.67; total 28.12.
    const totals = orderTotals({
      lines: [{ quantity: 2, unitPriceMinor: 1025 }],
      discountBp: 1000,
      vatRateBp: 1500,
      depositBp: 0,
      landedCosts: [
        { amountMinor: 500, estimate: true },
        { amountMinor: 100, estimate: false },
      ],
    });
    expect(totals).toMatchObject({
      subtotalMinor: 2050,
      discountMinor: 205,
      costsMinor: 600,
      estimatedMinor: 500,
      vatMinor: 367,
      totalMinor: 2812,
    });
  });

  it('rounds at order level, not per line', () => {
    // Three lines of 0.01 at 50 % VAT: per line 3 x round(0.005) would be 0.03; once it is 0.02.
    const lines = [1, 2, 3].map(() => ({ quantity: 1, unitPriceMinor: 1 }));
    expect(orderTotals({ lines, discountBp: 0, vatRateBp: 5000, depositBp: 0 }).vatMinor).toBe(2);
  });

  it('counts price-on-request lines as zero and flags them', () => {
    const totals = orderTotals({
      lines: [
        { quantity: 1, unitPriceMinor: 10_000 },
        { quantity: 3, unitPriceMinor: null },
      ],
      discountBp: 0,
      vatRateBp: 0,
      depositBp: 0,
    });
    expect(totals.subtotalMinor).toBe(10_000);
    expect(totals.hasPriceOnRequest).toBe(true);
  });
});

describe('lineTotalMinor', () => {
  it('is quantity x unit price, exact, and none while the line is price on request', () => {
    expect(lineTotalMinor({ quantity: 3, unitPriceMinor: 380_001 })).toBe(1_140_003);
    expect(lineTotalMinor({ quantity: 3, unitPriceMinor: 0 })).toBe(0);
    expect(lineTotalMinor({ quantity: 3, unitPriceMinor: null })).toBeNull();
  });
});

describe('quoteBlocker', () => {
  it('blocks a quote while any line is price on request', () => {
    expect(
      blockerInEnglish({
        lines: [
          { quantity: 1, unitPriceMinor: null },
          { quantity: 1, unitPriceMinor: 500 },
        ],
      }),
    ).toBe('1 line is price on request: staff price it first');
  });

  it('blocks a quote without lines', () => {
    expect(blockerInEnglish({ lines: [] })).toBe('Add at least one line first');
  });

  it('lets a fully priced quote go out', () => {
    expect(quoteBlocker({ lines: [{ quantity: 2, unitPriceMinor: 0 }] })).toBeUndefined();
  });
});
