import { createHttpClient, type HttpClientOptions } from '../../data/http/httpClient';
import { createQueryClient } from '../../data/http/queryClient';
import { createAccountApi } from './accountApi';
import { createAuthStore } from './authState';

/**
 * Everything of one running app that talks to the API, wired once: the auth state, the one HTTP
 * client, the query cache and the account calls. The entry holds them; react-admin's providers
 * are made from them in the console's chunk (console/ConsoleWithServices), so both share one client
 * and one cache.
 *
 * @example const services = createPortalServices(); <PortalServicesProvider services={services} />
 */
export function createPortalServices(
  httpOptions: Omit<HttpClientOptions, 'onSessionExpired'> = {},
) {
  const authStore = createAuthStore();
  const logOut = () => authStore.dispatch({ type: 'loggedOut' });
  let sessionExpired = logOut;
  const http = createHttpClient({ ...httpOptions, onSessionExpired: () => sessionExpired() });
  const queryClient = createQueryClient();
  const account = createAccountApi({ http, queryClient, authStore });
  return {
    authStore,
    http,
    queryClient,
    account,
    /** docs/offline.md#expired-session: the offline layer asks for the password instead while writes wait. */
    onSessionExpired(handler: (logOut: () => void) => void) {
      sessionExpired = () => handler(logOut);
    },
  };
}

export type PortalServices = ReturnType<typeof createPortalServices>;
