import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { paths } from '../shared/paths';
import { accountPagesInShell, pagesWithoutShell } from './auth/accountRoutes';
import { RouteGuard } from './auth/guard/RouteGuard';
import { PortalServicesProvider } from './auth/PortalServicesContext';
import { createPortalServices, type PortalServices } from './auth/portalServices';
import { ComingSoon } from './pages/ComingSoon';
import { NotFound } from './pages/NotFound';

// One auth state, HTTP client and cache for the running app (tests pass fresh ones).
const appServices = createPortalServices();

// SPEC 2 routes whose screens have not landed yet.
const pendingScreens = [
  paths.clients,
  paths.documents,
  paths.instructionRegisters,
  paths.dashboards,
  paths.pricelists,
  paths.trophies,
  paths.species,
  paths.users,
  paths.exportToTls,
  paths.orders,
];

export function App({ services = appServices }: { services?: PortalServices }) {
  return (
    <PortalServicesProvider services={services}>
      {/* SPEC 2: every path passes the guard before anything of the app renders. */}
      <RouteGuard>
        <Admin
          queryClient={services.queryClient}
          authProvider={services.authProvider}
          dataProvider={services.dataProvider}
          loginPage={false}
          catchAll={NotFound}
          dashboard={ComingSoon}
          title="Trophy Portal"
          disableTelemetry
        >
          <CustomRoutes noLayout>{pagesWithoutShell}</CustomRoutes>
          <CustomRoutes>
            {pendingScreens.map((path) => (
              <Route key={path} path={`${path}/*`} element={<ComingSoon />} />
            ))}
            {accountPagesInShell}
          </CustomRoutes>
        </Admin>
      </RouteGuard>
    </PortalServicesProvider>
  );
}
