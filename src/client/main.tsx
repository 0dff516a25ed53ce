import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, appServices } from './App';
import { AppErrorBoundary } from './common/errors/AppErrorBoundary';
import { MonitoringAfterFirstRender } from './common/monitoring/startMonitoring';
import { loadOffline, offlineWanted } from './data/offline/offlineBoot';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// docs/offline.md#reads: for a user who works offline the cache comes back first, so the guard can
// open what was seen before with no network; everybody else starts at once.
const cacheBack = offlineWanted()
  ? loadOffline().then((offline) => offline.restoreOffline(appServices))
  : undefined;
// A transition lets React yield to the browser while it renders the first screen, instead of one
// long task (bench/lighthouse: total blocking time).
const start = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppErrorBoundary>
          {/* docs/guards.md#paths: routes are real paths (/auth/login?redirectTo=...), not react-admin's default hash URLs. */}
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </AppErrorBoundary>
        <MonitoringAfterFirstRender />
      </StrictMode>,
    ),
  );
void (cacheBack ? cacheBack.then(start, start) : start());
