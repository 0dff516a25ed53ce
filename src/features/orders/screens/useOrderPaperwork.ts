import { useEffect, useState } from 'react';
import type { OrderPaperwork } from '../paperworkSchema';
import type { Order } from '../definition';
import { API_PREFIX } from '../../../shared/apiPaths';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';

/**
 * docs/paperwork.md#checklist: the order's export paperwork as the server's rule sees it, read
 * again with each new version of the order; null while it loads or when it cannot be read.
 * @example const paperwork = useOrderPaperwork(order);
 */
export function useOrderPaperwork(
  order: Pick<Order, 'id' | 'version'> | undefined,
): OrderPaperwork | null {
  const { http } = usePortalServices();
  const [paperwork, setPaperwork] = useState<OrderPaperwork | null>(null);
  const id = order?.id;
  const version = order?.version;
  useEffect(() => {
    if (!id) return undefined;
    let current = true;
    http
      .get<OrderPaperwork>(`${API_PREFIX}/orders/${id}/paperwork`)
      .then((answer) => current && setPaperwork(answer))
      .catch(() => current && setPaperwork(null));
    return () => {
      current = false;
    };
  }, [http, id, version]);
  return paperwork;
}
