import { usePermissions } from 'react-admin';
import { isRole, isStaff, type Role } from '../../../shared/roles';
import { useSmallScreen } from './useSmallScreen';

/** The current user's roles as the auth provider reports them (getPermissions, docs/sessions.md#profile). */
export function useRoles(): Role[] {
  const { permissions } = usePermissions<unknown>();
  if (!Array.isArray(permissions)) return [];
  return permissions.filter(isRole);
}

/** docs/navigation.md#side-drawer: the drawer is hidden on small screens and for users who hold none of the staff roles. */
export function useDrawerShown(): boolean {
  const roles = useRoles();
  const small = useSmallScreen();
  return !small && isStaff(roles);
}
