import { createAuthProvider } from '../auth/authProvider';
import type { PortalServices } from '../auth/portalServices';
import { createDataProvider } from '../http/dataProvider';
import type { OfflineLayer } from '../offline/offlineLayer';
import { withResourceRoutes } from '../resources/engine/dataProvider';

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
