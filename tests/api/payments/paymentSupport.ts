import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Payment, PaymentBody } from '../../../src/features/payments/definition';
import type { OrderStatus } from '../../../src/features/orders/orderStatuses';
import { orders } from '../../../src/features/orders/table';
import { freshOrder } from '../messages/messageSupport';

type Headers = Record<string, string>;

/**
 * The payments API as a test calls it.
 * @example const payments = paymentCalls(app); await payments.recorded(liaison, { orderId, amountMinor: 500 });
 */
export function paymentCalls(app: FastifyInstance) {
  const record = (headers: Headers, body: Partial<PaymentBody>) =>
    app.inject({
      method: 'POST',
      url: '/api/payments',
      headers,
      payload: { paidOn: '2026-11-20', method: 'eft', reference: '', ...body },
    });
  return {
    record,
    /** POST /api/payments; fails the test unless it was created. */
    async recorded(headers: Headers, body: Partial<PaymentBody>): Promise<Payment> {
      const answer = await record(headers, body);
      if (answer.statusCode !== 201) throw new Error(`payment failed: ${answer.body}`);
      return answer.json();
    },
    /** The order's payments as `headers` lists them. */
    async of(headers: Headers, orderId: string): Promise<Payment[]> {
      const filter = encodeURIComponent(JSON.stringify({ orderId }));
      const answer = await app.inject({ url: `/api/payments?filter=${filter}`, headers });
      if (answer.statusCode !== 200) throw new Error(`list failed: ${answer.body}`);
      return answer.json();
    },
  };
}

/**
 * A new order of the demo client (with the demo outfitter and PH) whose terms staff set and
 * which stands at `status`, as the gates see it; answers its id and stored totals.
 * @example const { id, totals } = await orderAt(app, admin, 'accepted', { depositBp: 5000 });
 */
export async function orderAt(
  app: FastifyInstance,
  admin: Headers,
  status: OrderStatus,
  terms: { depositBp?: number; vatRateBp?: number } = {},
) {
  const id = await freshOrder(app, admin, { withPh: true, terms });
  await app.db.update(orders).set({ status }).where(eq(orders.id, id));
  const order = (await app.inject({ url: `/api/orders/${id}`, headers: admin })).json();
  return { id, version: order.version as number, totals: order.totals, number: order.number };
}

/**
 * Records, as staff, a payment of all an order's total (docs/payments.md#gates): for tests whose
 * moves are about something else.
 * @example await payInFull(app, liaison, orderId);
 */
export async function payInFull(
  app: FastifyInstance,
  staff: Headers,
  orderId: string,
): Promise<void> {
  const order = (await app.inject({ url: `/api/orders/${orderId}`, headers: staff })).json();
  await paymentCalls(app).recorded(staff, { orderId, amountMinor: order.totals.totalMinor });
}
