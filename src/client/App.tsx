import { RouteGuard } from './auth/guard/RouteGuard';
import { PortalServicesProvider } from './auth/PortalServicesContext';
import { createPortalServices, type PortalServices } from './auth/portalServices';
import { lazyScreen } from './screens/lazyScreen';
import './theme/pageStyle';

// One auth state, HTTP client and cache for the running app (tests pass fresh ones).
const appServices = createPortalServices();

// The console (react-admin, MUI) is its own chunk behind a small entry that only decides where a
// path goes (SPEC 2's guards) before anything heavy loads.
const Console = lazyScreen(() => import('./console/Console'), 'Console');

export function App({ services = appServices }: { services?: PortalServices }) {
  return (
    <PortalServicesProvider services={services}>
      {/* SPEC 2: every path passes the guard before anything of the app renders. */}
      <RouteGuard>
        <Console
          authProvider={services.authProvider}
          dataProvider={services.dataProvider}
          queryClient={services.queryClient}
        />
      </RouteGuard>
    </PortalServicesProvider>
  );
}
