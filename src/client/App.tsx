import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { paths } from '../shared/paths';
import { ComingSoon } from './pages/ComingSoon';
import { NotFound } from './pages/NotFound';
import { createDataProvider } from './resources/engine/dataProvider';
import { engineResources } from './resources/resourceRegistry';

const dataProvider = createDataProvider();

// SPEC 2 routes whose screens have not landed yet.
const pendingScreens = [
  paths.documents,
  paths.instructionRegisters,
  paths.dashboards,
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
      {engineResources()}
      <CustomRoutes>
        {pendingScreens.map((path) => (
          <Route key={path} path={`${path}/*`} element={<ComingSoon />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
