import type { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, type AuthProvider, type DataProvider } from 'react-admin';
import { accountPagesInShell } from '../../session/account/accountRoutes';
import { portalI18nProvider } from '../../i18n/portalI18nProvider';
import { Layout } from '../layout/Layout';
import { portalStore } from '../layout/portalStore';
import { ToastStack } from '../../common/notifications/ToastStack';
import { AccessDenied } from '../pages/AccessDenied';
import { NotFound } from '../pages/NotFound';
import { engineResources, HomeList } from '../../../engine/screens/resourceRegistry';
import { shellRoutes } from '../routes/shellRoutes';
import { consoleTheme } from '../theme/consoleTheme';
import { recordScreens } from './recordScreens';

const store = portalStore();
const theme = { ...consoleTheme, components: { ...consoleTheme.components, ...recordScreens } };

interface ConsoleProps {
  authProvider?: AuthProvider;
  dataProvider: DataProvider;
  /** The app's one query cache with the settings of docs/settings.md#cache, shared with what runs outside the console. */
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
      i18nProvider={portalI18nProvider}
      loginPage={false}
      store={store}
      theme={theme}
      layout={Layout}
      notification={ToastStack}
      catchAll={NotFound}
      // react-admin's own redirect on a refused action lands on the screen RouteAccess shows.
      accessDenied={AccessDenied}
      dashboard={HomeList}
      // The brand reads the same in every language, so the provider's current one serves.
      title={portalI18nProvider.translate('portal.shell.product')}
      disableTelemetry
    >
      {engineResources()}
      <CustomRoutes>
        {shellRoutes}
        {accountPagesInShell}
      </CustomRoutes>
    </Admin>
  );
}
