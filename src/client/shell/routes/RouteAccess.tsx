import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import manifest from 'virtual:console-manifest';
import type { Role } from '../../../shared/roles';
import { AccessDenied } from '../pages/AccessDenied';
import { mayOpen } from './mayOpen';

/**
 * docs/guards.md#access-denied: every screen of the shell behind one check. A path the user's roles
 * may not open shows AccessDenied in its place, and the screen is never rendered: none of its
 * calls goes out to be refused, so no refusal shows beside it.
 * @example <RaLayout><RouteAccess>{children}</RouteAccess></RaLayout>
 */
export function RouteAccess({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<Role[]>();
  if (isPending) return null;
  return mayOpen(manifest, permissions ?? [], pathname) ? children : <AccessDenied />;
}
