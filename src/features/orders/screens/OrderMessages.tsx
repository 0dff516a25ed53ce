import { useRecordContext } from 'react-admin';
import type { Order } from '../definition';
import { MessageSection } from '../../messages/screens/public';

/**
 * The order's "Messages" section under the order, the editor's form or the client's document
 * alike (docs/messages.md#screens).
 * @example <Show><OrderDocument /><OrderMessages /></Show>
 */
export function OrderMessages() {
  const order = useRecordContext<Order>();
  return order ? <MessageSection thread={{ orderId: order.id }} /> : null;
}
