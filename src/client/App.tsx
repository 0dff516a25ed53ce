import { useLocation } from 'react-router-dom';
import { opensWithoutShell } from '../shared/pathsWithoutShell';
import { RouteGuard } from './session/auth/guard/RouteGuard';
import { PortalServicesProvider } from './session/auth/PortalServicesContext';
import { createPortalServices, type PortalServices } from './session/auth/portalServices';
import { LanguageProvider } from './i18n/LanguageProvider';
import { StudioDatesProvider } from './common/StudioDatesProvider';
import { lazyScreen } from './shell/screens/lazyScreen';
import './shell/theme/pageStyle';

// One auth state, HTTP client and cache for the running app (tests pass fresh ones).
export const appServices = createPortalServices();

// Two chunks behind a small entry that only decides where a path goes (docs/guards.md#guarding-rules): the pages
// without the shell (plain elements, no react-admin or MUI) and the console (react-admin, MUI).
const PagesWithoutShell = lazyScreen(
  () => import('./session/guest/PagesWithoutShell'),
  'PagesWithoutShell',
);
const Console = lazyScreen(
  () => import('./shell/console/ConsoleWithServices'),
  'ConsoleWithServices',
);

function Screens() {
  return opensWithoutShell(useLocation().pathname) ? <PagesWithoutShell /> : <Console />;
}

export function App({ services = appServices }: { services?: PortalServices }) {
  return (
    <PortalServicesProvider services={services}>
      {/* docs/guards.md#guarding-rules: every path passes the guard before anything of the app renders. */}
      <LanguageProvider>
        <StudioDatesProvider>
          <RouteGuard>
            <Screens />
          </RouteGuard>
        </StudioDatesProvider>
      </LanguageProvider>
    </PortalServicesProvider>
  );
}
