import { usePermissions } from 'react-admin';
import type { Role } from '../../../resources/roles';

/**
 * The signed-in user's roles, as the authProvider's getPermissions answers them; empty while loading.
 * @example const roles = useMyRoles(); const staff = isStaff(roles);
 */
export function useMyRoles(): readonly Role[] {
  const { permissions } = usePermissions<Role[]>();
  return permissions ?? [];
}

export const isStaff = (roles: readonly Role[]) =>
  roles.includes('admin') || roles.includes('customerLiaison');
