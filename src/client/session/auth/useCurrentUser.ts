import { useQuery } from '@tanstack/react-query';
import { cacheTags } from '../../data/http/cacheTags';
import { usePortalServices } from './PortalServicesContext';

/** docs/sessions.md#profile: the current-user query; it runs at start and refetches whenever a reader mounts. */
export function useCurrentUser() {
  const { account } = usePortalServices();
  return useQuery({
    queryKey: cacheTags.user,
    queryFn: account.fetchProfile,
    refetchOnMount: 'always',
  });
}
