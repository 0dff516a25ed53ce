import { useEffect } from 'react';
import { SENTRY_DSN_META } from '../../../shared/sentryDsnMeta';

let report: ((error: unknown) => void) | undefined;

/** Sends an error a boundary caught to Sentry, when Sentry runs. */
export const reportError = (error: unknown): void => report?.(error);

/**
 * docs/product.md#error-reporting: error reporting in production builds only, and only when a DSN is configured; loaded
 * after the first render so it never delays the first screen.
 */
export function startMonitoring(): void {
  if (!import.meta.env.PROD) return;
  const dsn = document.querySelector<HTMLMetaElement>(`meta[name="${SENTRY_DSN_META}"]`)?.content;
  if (!dsn) return;
  void import('./initSentry').then(({ initSentry }) => {
    report = initSentry(dsn);
  });
}

/** Renders nothing; starts monitoring once the first screen is on the page. */
export function MonitoringAfterFirstRender() {
  useEffect(startMonitoring, []);
  return null;
}
