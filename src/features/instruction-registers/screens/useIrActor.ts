import { useGetIdentity } from 'react-admin';
import type { InstructionRegister } from '../definition';
import type { IrActor } from '../../../shared/irWorkflow';
import { useMyRoles } from '../../../engine/screens/useMyRoles';

/**
 * The signed-in user as the IR workflow's rules see them: their roles, and whether they collected it.
 * @example const actor = useIrActor(ir); mayEditIr(actor, ir.status);
 */
export function useIrActor(ir: Pick<InstructionRegister, 'collectorId'> | undefined): IrActor {
  const roles = useMyRoles();
  const { identity } = useGetIdentity();
  return { roles, isCollector: !!ir && identity?.id === ir.collectorId };
}
