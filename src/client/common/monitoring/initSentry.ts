import * as Sentry from '@sentry/react';
import { sentryOptions } from './sentryOptions';

/** Starts Sentry; loaded as its own chunk, after the first screen, by startMonitoring. */
export function initSentry(dsn: string): (error: unknown) => void {
  Sentry.init({
    ...sentryOptions(dsn, window.location.host),
    integrations: [
      // docs/settings.md#error-reporting: a previous trace is linked while at most 3600 s old (Sentry's own limit); kept in
      // session storage so the link survives the fallback screen's Refresh.
      Sentry.browserTracingIntegration({ linkPreviousTrace: 'session-storage' }),
      Sentry.replayIntegration(),
    ],
  });
  return (error) => Sentry.captureException(error);
}
