import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAYMENT_MINOR } from '../features/payments/definition';
import { balancePaid, depositPaid, orderBalance } from './orderBalance';
import { applyBasisPoints } from './orderTotals';

// docs/payments.md#balances: payments, refunds and what is due always add up, in exact integers.

/** The largest order total the order limits allow (docs/money.md#limits). */
const MAX_TOTAL = 4_000_000_000_000_000;

const totals = fc
  .record({
    totalMinor: fc.integer({ min: 0, max: MAX_TOTAL }),
    depositBp: fc.integer({ min: 0, max: 10_000 }),
  })
  .map(({ totalMinor, depositBp }) => ({
    totalMinor,
    depositMinor: applyBasisPoints(totalMinor, depositBp),
  }));
const amounts = fc.array(
  fc.integer({ min: -MAX_PAYMENT_MINOR, max: MAX_PAYMENT_MINOR }).filter((amount) => amount !== 0),
  { maxLength: 50 },
);
const exactSum = (values: readonly number[]) => values.reduce((sum, v) => sum + BigInt(v), 0n);

describe('orderBalance', () => {
  it('paid is the exact sum of payments less refunds, and paid + balance due is the total', () => {
    fc.assert(
      fc.property(totals, amounts, (order, paid) => {
        const balance = orderBalance(order, paid);
        expect(BigInt(balance.paidMinor)).toBe(exactSum(paid));
        expect(BigInt(balance.paidMinor) + BigInt(balance.balanceDueMinor)).toBe(
          BigInt(order.totalMinor),
        );
        expect(Number.isSafeInteger(balance.balanceDueMinor)).toBe(true);
      }),
    );
  });

  it('the deposit due is what is missing of the deposit, never below nothing', () => {
    fc.assert(
      fc.property(totals, amounts, (order, paid) => {
        const balance = orderBalance(order, paid);
        expect(balance.depositDueMinor).toBe(Math.max(0, order.depositMinor - balance.paidMinor));
        expect(balance.depositDueMinor).toBeGreaterThanOrEqual(0);
        expect(depositPaid(balance)).toBe(balance.paidMinor >= order.depositMinor);
        expect(balancePaid(balance)).toBe(balance.paidMinor >= order.totalMinor);
      }),
    );
  });

  it('a payment and its refund leave the balance as it was, whatever came before', () => {
    fc.assert(
      fc.property(
        totals,
        amounts,
        fc.integer({ min: 1, max: MAX_PAYMENT_MINOR }),
        (order, before, amount) => {
          expect(orderBalance(order, [...before, amount, -amount])).toEqual(
            orderBalance(order, before),
          );
        },
      ),
    );
  });

  it('the order of payments does not matter', () => {
    fc.assert(
      fc.property(totals, amounts, (order, paid) => {
        expect(orderBalance(order, [...paid].reverse())).toEqual(orderBalance(order, paid));
      }),
    );
  });

  it('paying the deposit then the rest clears both, to the minor unit', () => {
    fc.assert(
      fc.property(totals, (order) => {
        const deposit = orderBalance(order, [order.depositMinor]);
        expect(depositPaid(deposit)).toBe(true);
        const rest = order.totalMinor - order.depositMinor;
        const all = orderBalance(order, [order.depositMinor, rest]);
        expect(all).toEqual({
          paidMinor: order.totalMinor,
          depositDueMinor: 0,
          balanceDueMinor: 0,
        });
        expect(balancePaid(all)).toBe(true);
      }),
    );
  });

  it('the worked example of docs/money.md: total 2415, deposit 1208', () => {
    expect(orderBalance({ totalMinor: 2415, depositMinor: 1208 }, [1208])).toEqual({
      paidMinor: 1208,
      depositDueMinor: 0,
      balanceDueMinor: 1207,
    });
    expect(orderBalance({ totalMinor: 2415, depositMinor: 1208 }, [1000, 500, -300])).toEqual({
      paidMinor: 1200,
      depositDueMinor: 8,
      balanceDueMinor: 1215,
    });
  });
});
