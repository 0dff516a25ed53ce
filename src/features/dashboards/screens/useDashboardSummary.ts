import { useQuery } from '@tanstack/react-query';
import type { DashboardQuery, DashboardSummary } from '../dashboardSummary';
import { apiPaths } from '../../../shared/apiPaths';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';

/**
 * The summary for a range and outfitter, through the portal's one HTTP client and query cache.
 * @example const { data } = useDashboardSummary({ from: '2026-01-01' });
 */
export function useDashboardSummary(query: DashboardQuery) {
  const { http } = usePortalServices();
  return useQuery({
    queryKey: ['dashboards', 'summary', query],
    queryFn: () => http.get<DashboardSummary>(apiPaths.dashboards.summary, { query }),
  });
}
