import { useQuery } from '@tanstack/react-query';
import { usePortalServices } from '../auth/PortalServicesContext';
import { cacheTags } from '../http/cacheTags';

/** GET /api/clients/account, cached under SPEC 3's Account tag. */
export function useAccount() {
  const { account } = usePortalServices();
  return useQuery({ queryKey: cacheTags.account, queryFn: account.fetchAccount });
}
