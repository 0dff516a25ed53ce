import type { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { accountPagesInShell } from '../account/accountRoutes';
import { Layout } from '../layout/Layout';
import { portalStore } from '../layout/portalStore';
import { ToastStack } from '../notifications/ToastStack';
import * as orderScreens from '../resources/orders';
import { NotFound } from '../pages/NotFound';
import { engineResources } from '../resources/resourceRegistry';
import { OrdersHome, shellRoutes } from '../routes/shellRoutes';
import { consoleTheme } from '../theme/consoleTheme';

const store = portalStore();

interface ConsoleProps {
  authProvider?: AuthProvider;
  dataProvider: DataProvider;
  /** The app's one query cache with SPEC 9's settings, shared with what runs outside the console. */
  queryClient?: QueryClient;
}

/**
 * The console: react-admin with the portal's shell around every signed-in screen. Its own chunk,
 * loaded once the guard has decided where the path goes.
 */
export function Console({ authProvider, dataProvider, queryClient }: ConsoleProps) {
  return (
    <Admin
      authProvider={authProvider}
      queryClient={queryClient}
      dataProvider={dataProvider}
      loginPage={false}
      store={store}
      theme={consoleTheme}
      layout={Layout}
      notification={ToastStack}
      catchAll={NotFound}
      dashboard={OrdersHome}
      title="Trophy Portal"
      disableTelemetry
    >
      {engineResources()}
      {/* SPEC 2: the quote editor at orders/{quoteId}; its list is "/" (OrdersHome) */}
      <Resource name="orders" edit={orderScreens.edit} create={orderScreens.create} />
      <CustomRoutes>
        {shellRoutes}
        {accountPagesInShell}
      </CustomRoutes>
    </Admin>
  );
}
