import { formatMoney } from '../../../shared/money';
import type { ResourceStore, Values, WriteContext } from '../../../engine/server/resourceStore';
import { columnValues } from '../../../engine/server/crudWrites';
import { HttpError } from '../../../server/http/httpError';
import { paidOnOrder } from './paidOnOrder';
import { paymentOrder } from './paymentOrder';

/**
 * A payment's columns: in its order's currency, recorded by its writer. A refund may give back at
 * most what was paid (409), so what an order has been paid never goes below nothing
 * (docs/payments.md#recording).
 * @example hooks: { columns: paymentColumns(() => paymentsServer.store) }
 */
export const paymentColumns =
  (store: () => ResourceStore) =>
  async ({ tx, user }: WriteContext, body: Values): Promise<Values> => {
    const order = await paymentOrder(tx, body.orderId as string);
    const amount = body.amountMinor as number;
    if (amount < 0) {
      const paid = await paidOnOrder(tx, order.id);
      if (paid + amount < 0) {
        const why = {
          key: 'errors.payments.refundAboveWhatWasPaid',
          params: { paid: formatMoney(paid, order.currency, user.language) },
        } as const;
        throw new HttpError(409, why, { amountMinor: why });
      }
    }
    return {
      ...columnValues(store(), body),
      currency: order.currency,
      recordedById: user.id,
    };
  };
