import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { MonitoringAfterFirstRender } from './monitoring/startMonitoring';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
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
);
