import { Route } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { DashboardScreen } from '../../../features/dashboards/screens/public';
import { ExportToTls } from '../../../features/tls-exports/screens/public';
import { Workbench } from '../../../features/orders/screens/public';

// docs/guards.md#routes-with-the-shell: the shell's routes that are not a resource's, each loaded
// when it opens. Sub-paths included (the areas whose sub-routes are not shown).
/** The shell's routes, as children of <CustomRoutes>. */
export const shellRoutes = [
  // docs/dashboards.md#the-screen: one dashboard for now; its sub-routes are ours to add.
  <Route key={paths.dashboards} path={`${paths.dashboards}/*`} element={<DashboardScreen />} />,
  // docs/tls-export.md: its own screens, loaded when one opens.
  <Route key={paths.exportToTls} path={`${paths.exportToTls}/*`} element={<ExportToTls />} />,
  // docs/line-stages.md#the-workbench.
  <Route key={paths.workbench} path={paths.workbench} element={<Workbench />} />,
];
