import type { DashboardQuery } from '../dashboardSummary';
import { isStaffManager } from '../../../shared/roles';
import type { SessionUser } from '../../../server/auth/caller';
import { HttpError } from '../../../server/http/httpError';

/**
 * docs/dashboards.md#who-sees-what: the orders lists' rules. Admins and liaisons see every order and
 * may pick an outfitter; an outfitter sees their linked clients' orders only, whatever they asked.
 * @example const scope = dashboardScope(user, request.query);
 */
export function dashboardScope(user: SessionUser, query: DashboardQuery): DashboardQuery {
  if (isStaffManager(user.roles)) return query;
  if (user.roles.includes('huntingOutfitter')) return { ...query, outfitterId: user.id };
  throw new HttpError(403, 'errors.dashboards.staffAndOutfitters');
}
