import { useQuery } from '@tanstack/react-query';
import type { OutstandingMoney, OutstandingQuery } from '../outstandingMoney';
import { apiPaths } from '../../../shared/apiPaths';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';

/**
 * The money owed by age (docs/dashboards.md#outstanding-money), asked for by staff only.
 * @example const { data } = useOutstandingMoney({ outfitterId }, staff);
 */
export function useOutstandingMoney(query: OutstandingQuery, enabled: boolean) {
  const { http } = usePortalServices();
  return useQuery({
    queryKey: ['dashboards', 'outstanding', query],
    queryFn: () => http.get<OutstandingMoney>(apiPaths.dashboards.outstanding, { query }),
    enabled,
  });
}
