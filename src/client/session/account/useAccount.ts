import { useQuery } from '@tanstack/react-query';
import { usePortalServices } from '../auth/PortalServicesContext';
import { cacheTags } from '../../data/http/cacheTags';

/** GET /api/clients/account, cached under the Account tag (docs/sessions.md#cached-data-tags). */
export function useAccount() {
  const { account } = usePortalServices();
  return useQuery({ queryKey: cacheTags.account, queryFn: account.fetchAccount });
}
