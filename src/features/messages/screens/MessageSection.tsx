import Divider from '@mui/material/Divider';
import { lazyComponent } from '../../../client/shell/screens/lazyScreen';
import type { ThreadKey } from './threadKey';

// The thread loads after the order or IR it sits under, so that screen shows as soon as before.
const MessageThread = lazyComponent(() => import('./MessageThread'), 'MessageThread', null);

/**
 * docs/messages.md#screens: the "Messages" section at the foot of an order's or an IR's screen.
 * @example <MessageSection thread={{ orderId: order.id }} />
 */
export function MessageSection({ thread }: { thread: ThreadKey }) {
  return (
    <>
      <Divider />
      <MessageThread thread={thread} />
    </>
  );
}
