import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type Store } from 'react-admin';
import { portalI18nProvider } from '../../src/client/i18n/portalI18nProvider';
import { PortalServicesProvider } from '../../src/client/session/auth/PortalServicesContext';
import { createPortalServices } from '../../src/client/session/auth/portalServices';
import { createDataProvider } from '../../src/client/data/http/dataProvider';
import { MemoryRouter } from 'react-router-dom';
import { consoleTheme } from '../../src/client/shell/theme/consoleTheme';
import { testAuthProvider, userWithRoles, type TestUser } from './testAuthProvider';

export { userWithRoles };

/**
 * Renders `ui` inside react-admin's context as the console has it (with the portal's services, its
 * HTTP client and query cache), at `path`, signed in as `user`; `withApi`: its data provider too,
 * for a component that reads records (msw answers).
 * @example renderInConsole(<NavigationMenu />, { user: userWithRoles('admin'), path: '/clients' });
 */
export function renderInConsole(
  ui: ReactNode,
  {
    user = userWithRoles('admin'),
    path = '/',
    store = memoryStore(),
    withApi = false,
  }: { user?: TestUser; path?: string; store?: Store; withApi?: boolean } = {},
) {
  const services = createPortalServices({ timeoutMs: 2_000 });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PortalServicesProvider services={services}>
        <AdminContext
          i18nProvider={portalI18nProvider}
          authProvider={testAuthProvider(user)}
          store={store}
          theme={consoleTheme}
          queryClient={services.queryClient}
          {...(withApi && { dataProvider: createDataProvider(services.http) })}
        >
          {ui}
        </AdminContext>
      </PortalServicesProvider>
    </MemoryRouter>,
  );
}
