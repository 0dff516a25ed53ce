import { Route } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { lazyScreen } from '../screens/lazyScreen';

const ComingSoon = lazyScreen(() => import('../pages/ComingSoon'), 'ComingSoon');

// SPEC 2: the shell's routes whose screens have not landed yet; each issue that builds one replaces
// its row with the real screen (a <Resource> or a lazyScreen route). Sub-paths included (create,
// {id}, link, and the areas whose sub-routes are not shown).
const pendingScreens = [
  { path: paths.instructionRegisters, screen: 'Instruction registers' },
  { path: paths.dashboards, screen: 'Dashboards' },
  { path: paths.exportToTls, screen: 'Export to TLS' },
];

/** The shell's routes, as children of <CustomRoutes>. */
export const shellRoutes = pendingScreens.map(({ path, screen }) => (
  <Route key={path} path={`${path}/*`} element={<ComingSoon screen={screen} />} />
));
