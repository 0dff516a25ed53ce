import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { portalI18nProvider } from '../../src/client/i18n/portalI18nProvider';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../../src/client/App';
import { PortalServicesProvider } from '../../src/client/session/auth/PortalServicesContext';
import { createPortalServices } from '../../src/client/session/auth/portalServices';
import { createConsoleProviders } from '../../src/client/shell/console/consoleProviders';

/** Shows where the router is, so tests can assert redirects. */
export function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a screen with fresh services (auth state, HTTP client, cache) inside react-admin's
 * context and a memory router at `path`, as the app does.
 */
export function renderWithPortal(ui: ReactElement, path = '/') {
  const services = createPortalServices({ timeoutMs: 2_000 });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <PortalServicesProvider services={services}>
        <AdminContext
          i18nProvider={portalI18nProvider}
          queryClient={services.queryClient}
          {...createConsoleProviders(services)}
        >
          {ui}
          <CurrentLocation />
        </AdminContext>
      </PortalServicesProvider>
    </MemoryRouter>,
  );
  return { ...view, services };
}

/**
 * Renders the whole app (guard, react-admin, toasts) at `path` with fresh services; a test that holds
 * an answer back (a skeleton's) gives its calls longer than the usual 2 s.
 * @example renderApp('/', { timeoutMs: 60_000 });
 */
export function renderApp(path: string, { timeoutMs = 2_000 }: { timeoutMs?: number } = {}) {
  const services = createPortalServices({ timeoutMs });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
      <CurrentLocation />
    </MemoryRouter>,
  );
  return { ...view, services };
}
