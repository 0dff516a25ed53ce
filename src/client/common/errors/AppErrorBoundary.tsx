import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { reportError } from '../monitoring/startMonitoring';
import { AppErrorFallback } from './AppErrorFallback';

/**
 * Catches what no screen's own boundary does (the shell, the auth pages, the providers).
 * @example <AppErrorBoundary><App /></AppErrorBoundary>
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={AppErrorFallback} onError={reportError}>
      {children}
    </ErrorBoundary>
  );
}
