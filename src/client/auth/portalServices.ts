import { createDataProvider } from '../http/dataProvider';
import { withResourceRoutes } from '../resources/engine/dataProvider';
import { createHttpClient, type HttpClientOptions } from '../http/httpClient';
import { createQueryClient } from '../http/queryClient';
import { createAccountApi } from './accountApi';
import { createAuthProvider } from './authProvider';
import { createAuthStore } from './authState';

/**
 * Everything of one running app that talks to the API, wired once: the auth state, the one HTTP
 * client, the query cache, the account calls and react-admin's providers.
 *
 * @example const services = createPortalServices(); <Admin {...services} />
 */
export function createPortalServices(
  httpOptions: Omit<HttpClientOptions, 'onSessionExpired'> = {},
) {
  const authStore = createAuthStore();
  const http = createHttpClient({
    ...httpOptions,
    onSessionExpired: () => authStore.dispatch({ type: 'loggedOut' }),
  });
  const queryClient = createQueryClient();
  const account = createAccountApi({ http, queryClient, authStore });
  return {
    authStore,
    http,
    queryClient,
    account,
    authProvider: createAuthProvider({ account, queryClient }),
    dataProvider: withResourceRoutes(createDataProvider(http)),
  };
}

export type PortalServices = ReturnType<typeof createPortalServices>;
