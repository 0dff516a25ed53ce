import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositPaid, orderBalance } from '../../../src/shared/orderBalance';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { orderAt, paymentCalls } from './paymentSupport';

// docs/payments.md#balances, over random sequences of payments and refunds through the API and the
// real database (src/shared/orderBalance.test.ts checks the function alone): a refund past what was
// paid is refused and leaves nothing; what the server keeps adds up, paid + balance due is the
// total, the deposit due is never negative, and the gate into production agrees with it.
const ctx = useTestApp();
let liaison: Record<string, string>;

beforeAll(async () => {
  liaison = await signIn(ctx.test.app, 'liaison@example.com');
});

// Amounts around a demo order's total, refunds included (negative), never 0.
const amounts = fc.array(
  fc.integer({ min: -2_000_000, max: 2_000_000 }).filter((amount) => amount !== 0),
  { minLength: 1, maxLength: 6 },
);

describe('payments and refunds in any sequence', () => {
  it('always add up, and the deposit gate follows them', { timeout: 120_000 }, async () => {
    const calls = paymentCalls(ctx.test.app);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        amounts,
        async (depositBp, sequence) => {
          const order = await orderAt(ctx.test.app, liaison, 'accepted', { depositBp });
          let paid = 0;
          for (const amountMinor of sequence) {
            const answer = await calls.record(liaison, {
              orderId: order.id,
              amountMinor,
              ...(amountMinor < 0 && { reason: 'Overpaid' }),
            });
            // docs/payments.md#recording: a refund may not take what was paid below 0.
            expect(answer.statusCode).toBe(paid + amountMinor < 0 ? 409 : 201);
            if (answer.statusCode === 201) paid += amountMinor;
          }
          const kept = (await calls.of(liaison, order.id)).map((payment) => payment.amountMinor);
          expect(kept.reduce((sum, amount) => sum + amount, 0)).toBe(paid);
          const balance = orderBalance(order.totals, kept);
          expect(balance.paidMinor).toBeGreaterThanOrEqual(0);
          expect(balance.paidMinor + balance.balanceDueMinor).toBe(order.totals.totalMinor);
          expect(balance.depositDueMinor).toBeGreaterThanOrEqual(0);
          expect(balance.depositDueMinor).toBeLessThanOrEqual(order.totals.depositMinor);
          const moved = await ctx.test.app.inject({
            method: 'POST',
            url: `/api/orders/${order.id}/transitions`,
            headers: liaison,
            payload: { to: 'inProduction', note: '', version: order.version },
          });
          expect(moved.statusCode).toBe(depositPaid(balance) ? 200 : 409);
        },
      ),
      { numRuns: 12 },
    );
  });
});
