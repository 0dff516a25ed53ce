import type { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, Resource, type AuthProvider } from 'react-admin';
import { Layout } from '../layout/Layout';
import { portalStore } from '../layout/portalStore';
import { ToastStack } from '../notifications/ToastStack';
import { OrderCreate, OrderEdit } from '../orders';
import { NotFound } from '../pages/NotFound';
import { createDataProvider } from '../resources/engine/dataProvider';
import { engineResources } from '../resources/resourceRegistry';
import { OrdersHome, shellRoutes } from '../routes/shellRoutes';
import { consoleTheme } from '../theme/consoleTheme';

const dataProvider = createDataProvider();
const store = portalStore();

interface ConsoleProps {
  authProvider?: AuthProvider;
  /** The app's one query cache with SPEC 9's settings, shared with what runs outside the console. */
  queryClient?: QueryClient;
}

/**
 * The console: react-admin with the portal's shell around every signed-in screen. Its own chunk,
 * so the auth pages never download react-admin (bench/bundle holds that to a budget).
 */
export function Console({ authProvider, queryClient }: ConsoleProps) {
  return (
    <Admin
      authProvider={authProvider}
      queryClient={queryClient}
      dataProvider={dataProvider}
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
      <Resource name="orders" edit={OrderEdit} create={OrderCreate} />
      <CustomRoutes>{shellRoutes}</CustomRoutes>
    </Admin>
  );
}
