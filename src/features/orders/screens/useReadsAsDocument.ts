import { useRecordContext } from 'react-admin';
import type { Order } from '../definition';
import { isStaffManager } from '../../../shared/roles';
import { useMyRoles } from '../../../engine/screens/useMyRoles';

/**
 * docs/order-workflow.md#reading-an-order: whether the record context's order reads as a document
 * rather than in the editor: for anyone but staff, once it is no longer theirs to edit (past Draft).
 * @example return useReadsAsDocument() ? <OrderDocument /> : <OrderForm />;
 */
export function useReadsAsDocument(): boolean {
  const order = useRecordContext<Order>();
  const roles = useMyRoles();
  return Boolean(order && !order.editable && !isStaffManager(roles));
}
