import Divider from '@mui/material/Divider';
import { useRecordContext } from 'react-admin';
import type { InstructionRegister } from '../definition';
import { isStaffManager } from '../../../shared/roles';
import { lazyComponent } from '../../../client/shell/screens/lazyScreen';
import { useIrActor } from './useIrActor';

// docs/messages.md: the thread loads after the IR, so the IR shows as soon as before.
const MessageThread = lazyComponent(
  () => import('../../messages/screens/public'),
  'MessageThread',
  null,
);

/**
 * docs/messages.md#who-sees-what: the IR's thread, for staff and the IR's collector; its other
 * readers (the client side) have none.
 * @example <IrMessages />
 */
export function IrMessages() {
  const ir = useRecordContext<InstructionRegister>();
  const actor = useIrActor(ir);
  if (!ir || !(isStaffManager(actor.roles) || actor.isCollector)) return null;
  return (
    <>
      <Divider />
      <MessageThread thread={{ irId: ir.id }} />
    </>
  );
}
