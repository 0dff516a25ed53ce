import { useQuery } from '@tanstack/react-query';
import type { CratesWaiting, CratesWaitingQuery } from '../cratesWaiting';
import { apiPaths } from '../../../shared/apiPaths';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';

/**
 * The crates waiting for payment or paperwork (docs/dashboards.md#crates-waiting), asked for by
 * staff only.
 * @example const { data } = useCratesWaiting({ outfitterId }, staff);
 */
export function useCratesWaiting(query: CratesWaitingQuery, enabled: boolean) {
  const { http } = usePortalServices();
  return useQuery({
    queryKey: ['dashboards', 'crates-waiting', query],
    queryFn: () => http.get<CratesWaiting>(apiPaths.dashboards.cratesWaiting, { query }),
    enabled,
  });
}
