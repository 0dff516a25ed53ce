import { useEffect, useState } from 'react';
import type { Role } from '../../../resources/roles';
import { apiPaths } from '../../shared/apiPaths';

/**
 * The signed-in user's roles from the profile call, until the shell's authProvider offers them
 * (then this becomes usePermissions()). Empty while loading.
 * @example const roles = useMyRoles(); const staff = roles.includes('admin');
 */
export function useMyRoles(): readonly Role[] {
  const [roles, setRoles] = useState<readonly Role[]>([]);
  useEffect(() => {
    let live = true;
    fetch(apiPaths.clients.profile, { credentials: 'same-origin' })
      .then((answer) => (answer.ok ? answer.json() : { roles: [] }))
      .then((profile: { roles?: Role[] }) => live && setRoles(profile.roles ?? []))
      .catch(() => live && setRoles([]));
    return () => {
      live = false;
    };
  }, []);
  return roles;
}

export const isStaff = (roles: readonly Role[]) =>
  roles.includes('admin') || roles.includes('customerLiaison');
