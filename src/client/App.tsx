import { Admin, CustomRoutes } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { Route } from 'react-router-dom';
import { API_PREFIX } from '../shared/apiPaths';
import { paths } from '../shared/paths';
import { ComingSoon } from './pages/ComingSoon';
import { NotFound } from './pages/NotFound';

const dataProvider = simpleRestProvider(API_PREFIX);

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
  paths.profile,
  paths.accountSettings,
];

export function App() {
  return (
    <Admin
      dataProvider={dataProvider}
      catchAll={NotFound}
      dashboard={ComingSoon}
      title="Trophy Portal"
      disableTelemetry
    >
      <CustomRoutes>
        {pendingScreens.map((path) => (
          <Route key={path} path={`${path}/*`} element={<ComingSoon />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
