import { Route } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { lazyScreen } from '../screens/lazyScreen';

const ComingSoon = lazyScreen(() => import('../pages/ComingSoon'), 'ComingSoon');
const ExportToTls = lazyScreen(() => import('../tlsExport/ExportToTlsRoutes'), 'ExportToTlsRoutes');

// docs/guards.md#routes-with-the-shell: the shell's routes whose screens are not built yet; the
// change that builds one replaces
// its row with the real screen (a <Resource> or a lazyScreen route). Sub-paths included (create,
// {id}, link, and the areas whose sub-routes are not shown).
const pendingScreens = [
  { path: paths.instructionRegisters, screen: 'Instruction registers' },
  { path: paths.dashboards, screen: 'Dashboards' },
];

/** The shell's routes, as children of <CustomRoutes>. */
export const shellRoutes = [
  ...pendingScreens.map(({ path, screen }) => (
    <Route key={path} path={`${path}/*`} element={<ComingSoon screen={screen} />} />
  )),
  // docs/tls-export.md: its own screens, loaded when one opens.
  <Route key={paths.exportToTls} path={`${paths.exportToTls}/*`} element={<ExportToTls />} />,
];
