import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from '../../../i18n/LanguageProvider';
import { useAuthState } from '../authState';
import { usePortalServices } from '../PortalServicesContext';
import { useCurrentUser } from '../useCurrentUser';
import { guardRedirect } from './guardRedirect';

/**
 * Applies the guarding rules (docs/guards.md#guarding-rules) to every path before anything renders: 'Loading' while the
 * profile call is pending, then either a redirect or the screen.
 *
 * @example <RouteGuard><Admin … /></RouteGuard>
 */
export function RouteGuard(props: { children: ReactNode }) {
  const { authStore } = usePortalServices();
  const auth = useAuthState(authStore);
  const location = useLocation();
  const currentUser = useCurrentUser();
  const { translate } = useTranslation();

  // docs/guards.md#loading: the gate resolves when the profile call succeeds or fails.
  if (currentUser.isPending) {
    return (
      // A plain element: the guard sits in the entry chunk, which must not pull in MUI.
      <div role="status" style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        {translate('portal.shell.guard.loading')}
      </div>
    );
  }
  const target = guardRedirect(location, auth, currentUser.data ?? null);
  if (target) return <Navigate to={target} replace />;
  return props.children;
}
