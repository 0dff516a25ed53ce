import { Route } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { lazyScreen } from '../screens/lazyScreen';

const ComingSoon = lazyScreen(() => import('../pages/ComingSoon'), 'ComingSoon');
const DashboardScreen = lazyScreen(
  () => import('../dashboards/DashboardScreen'),
  'DashboardScreen',
);

// docs/guards.md#routes-with-the-shell: the shell's routes whose screens are not built yet; the
// change that builds one replaces
// its row with the real screen (a <Resource> or a lazyScreen route). Sub-paths included (create,
// {id}, link, and the areas whose sub-routes are not shown).
const pendingScreens = [
  { path: paths.exportToTls, screen: 'Export to TLS' },
];

/** The shell's routes, as children of <CustomRoutes>. */
export const shellRoutes = [
  // docs/dashboards.md#the-screen: one dashboard for now; its sub-routes are ours to add.
  <Route key={paths.dashboards} path={`${paths.dashboards}/*`} element={<DashboardScreen />} />,
  ...pendingScreens.map(({ path, screen }) => (
    <Route key={path} path={`${path}/*`} element={<ComingSoon screen={screen} />} />
  )),
];
