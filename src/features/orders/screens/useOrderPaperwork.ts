import { useQuery } from '@tanstack/react-query';
import type { OrderPaperwork } from '../paperworkSchema';
import type { Order } from '../definition';
import { API_PREFIX } from '../../../shared/apiPaths';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';

/**
 * docs/paperwork.md#checklist: the order's export paperwork as the server's rule sees it, read
 * again with each new version of the order, and once for all the parts of a screen that show it
 * (the document's head and the panel). `undefined` while it loads, `null` when it cannot be read
 * or there is no order.
 * @example const paperwork = useOrderPaperwork(order);
 */
export function useOrderPaperwork(
  order: Pick<Order, 'id' | 'version'> | undefined,
): OrderPaperwork | null | undefined {
  const { http } = usePortalServices();
  const { data, isError } = useQuery({
    queryKey: ['orders', 'paperwork', order?.id, order?.version],
    queryFn: () => http.get<OrderPaperwork>(`${API_PREFIX}/orders/${order!.id}/paperwork`),
    enabled: order !== undefined,
    // Read again each time the screen opens: a document attached meanwhile (from the documents'
    // screen) changes the checklist but not the order's version.
    refetchOnMount: true,
  });
  return order === undefined || isError ? null : data;
}
