import { createAuthProvider } from '../../session/auth/authProvider';
import type { PortalServices } from '../../session/auth/portalServices';
import { createDataProvider } from '../../data/http/dataProvider';
import type { OfflineLayer } from '../../data/offline/offlineLayer';
import { withResourceRoutes } from '../../../engine/screens/dataProvider';

/**
 * react-admin's providers over the app's one HTTP client and query cache. They belong to the
 * console's chunk (they pull in ra-core), not to the entry the guest pages share.
 *
 * @example const { authProvider, dataProvider } = createConsoleProviders(services);
 */
export function createConsoleProviders(
  services: PortalServices,
  offline: OfflineLayer | null = null,
) {
  const { account, http, queryClient } = services;
  const api = createDataProvider(http);
  return {
    authProvider: createAuthProvider({ account, queryClient }),
    // Screens use their routes (docs/guards.md#paths) as resource names; the engine maps them to API paths.
    // docs/offline.md#writes: for users who work offline, writes of opted-in resources may wait.
    dataProvider: withResourceRoutes(offline ? offline.dataProvider(api) : api),
  };
}
