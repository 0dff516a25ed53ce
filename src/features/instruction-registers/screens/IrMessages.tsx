import { useRecordContext } from 'react-admin';
import type { InstructionRegister } from '../definition';
import { isStaffManager } from '../../../shared/roles';
import { MessageSection } from '../../messages/screens/public';
import { useIrActor } from './useIrActor';

/**
 * docs/messages.md#who-sees-what: the IR's thread, for staff and the IR's collector; its other
 * readers (the client side) have none.
 * @example <IrMessages />
 */
export function IrMessages() {
  const ir = useRecordContext<InstructionRegister>();
  const actor = useIrActor(ir);
  if (!ir || !(isStaffManager(actor.roles) || actor.isCollector)) return null;
  return <MessageSection thread={{ irId: ir.id }} />;
}
