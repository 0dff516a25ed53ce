import type { TranslateFunction } from 'react-admin';
import type { Order } from '../definition';
import { formatOrderNumber, type OrderStatus } from '../orderStatuses';
import '../../../client/i18n/late/orders';

// docs/order-workflow.md#the-editor: a quote becomes an order when the client accepts it.
const ACCEPTED: readonly OrderStatus[] = [
  'accepted',
  'inProduction',
  'readyForExport',
  'shipped',
  'completed',
];

/**
 * "Quote Q-000011" until the client accepts it, "Order Q-000011" from then on (a cancelled order
 * that was accepted included).
 * @example orderHeading(order, translate) // 'Order Q-000011'
 */
export function orderHeading(
  order: Pick<Order, 'number' | 'status' | 'history'>,
  translate: TranslateFunction,
) {
  const accepted =
    ACCEPTED.includes(order.status) || order.history.some((change) => change.to === 'accepted');
  return translate(
    accepted ? 'portal.orders.editor.orderNumber' : 'portal.orders.editor.quoteNumber',
    { number: formatOrderNumber(order.number) },
  );
}
