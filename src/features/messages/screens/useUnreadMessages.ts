import { useQuery } from '@tanstack/react-query';
import type { UnreadAnswer } from '../definition';
import { API_PREFIX } from '../../../shared/apiPaths';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';

/** The cache key of the signed-in user's unread counts; opening a thread refreshes it. */
export const UNREAD_QUERY_KEY = ['messages', 'unread'] as const;

// New messages arrive without the reader doing anything: the badge asks again now and then.
const ASK_AGAIN_MS = 60_000;

/**
 * docs/messages.md#unread: the signed-in user's unread messages, per order and in all.
 * @example const { data } = useUnreadMessages(); data?.total
 */
export function useUnreadMessages() {
  const { http } = usePortalServices();
  return useQuery({
    queryKey: UNREAD_QUERY_KEY,
    queryFn: () => http.get<UnreadAnswer>(`${API_PREFIX}/messages/unread`),
    refetchInterval: ASK_AGAIN_MS,
  });
}
