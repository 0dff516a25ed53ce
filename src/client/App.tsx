import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { paths } from '../shared/paths';
import { OrderCreate, OrderEdit, OrderList } from './orders';
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
  paths.profile,
  paths.accountSettings,
];

export function App() {
  return (
    <Admin
      dataProvider={dataProvider}
      catchAll={NotFound}
      dashboard={OrderList}
      title="Trophy Portal"
      disableTelemetry
    >
      {engineResources()}
      {/* SPEC 2: Client Orders at /, the quote editor at orders/{quoteId} */}
      <Resource name="orders" edit={OrderEdit} create={OrderCreate} />
      <CustomRoutes>
        {pendingScreens.map((path) => (
          <Route key={path} path={`${path}/*`} element={<ComingSoon />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
