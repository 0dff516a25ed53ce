import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_PREFIX } from '../../../shared/apiPaths';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';
import type { ThreadKey } from './threadKey';
import { UNREAD_QUERY_KEY } from './useUnreadMessages';

/**
 * docs/messages.md#unread: an order's thread on screen is read; marked once it shows and again as
 * new messages show in it, then the header's count is asked anew. An IR's thread keeps no marks.
 * @example useMarkThreadRead({ orderId }, messages?.length);
 */
export function useMarkThreadRead(thread: ThreadKey, shown: number | undefined): void {
  const { http } = usePortalServices();
  const queryClient = useQueryClient();
  const orderId = 'orderId' in thread ? thread.orderId : undefined;
  useEffect(() => {
    if (!orderId || shown === undefined) return;
    http
      .put(`${API_PREFIX}/orders/${orderId}/read-mark`)
      .then(() => queryClient.invalidateQueries({ queryKey: UNREAD_QUERY_KEY }))
      // A mark that did not go is made the next time the thread shows.
      .catch(() => undefined);
  }, [http, queryClient, orderId, shown]);
}
