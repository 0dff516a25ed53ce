import { usePermissions } from 'react-admin';
import type { Role } from '../../shared/roles';

/**
 * The signed-in user's roles, as the authProvider's getPermissions answers them; empty while loading.
 * @example const roles = useMyRoles(); const staff = isStaffManager(roles);
 */
export function useMyRoles(): readonly Role[] {
  const { permissions } = usePermissions<Role[]>();
  return permissions ?? [];
}
