import Divider from '@mui/material/Divider';
import { useRecordContext } from 'react-admin';
import type { Order } from '../definition';
import { lazyComponent } from '../../../client/shell/screens/lazyScreen';

// docs/messages.md: the thread loads after the order, so the order shows as soon as before.
const MessageThread = lazyComponent(
  () => import('../../messages/screens/public'),
  'MessageThread',
  null,
);

/**
 * The order's "Messages" section under the order, the editor's form or the client's document
 * alike (docs/messages.md#screens).
 * @example <Show><OrderDocument /><OrderMessages /></Show>
 */
export function OrderMessages() {
  const order = useRecordContext<Order>();
  if (!order) return null;
  return (
    <>
      <Divider />
      <MessageThread thread={{ orderId: order.id }} />
    </>
  );
}
