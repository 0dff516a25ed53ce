import { useQuery } from '@tanstack/react-query';
import { cacheTags } from '../../data/http/cacheTags';
import { usePortalServices } from './PortalServicesContext';

/** docs/sessions.md#registration: the features map (at least signUp), cached under the Features tag. */
export function useFeatures() {
  const { account } = usePortalServices();
  return useQuery({ queryKey: cacheTags.features, queryFn: account.fetchFeatures });
}
