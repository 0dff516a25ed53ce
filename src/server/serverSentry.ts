import { RELEASE } from '../shared/release';
import type { AppConfig } from './config';

type Report = (error: unknown, requestId: string) => void;

// Sentry's client is the process's own (Sentry.init is global): set once, by startSentry.
let report: Report | undefined;

/**
 * Sends the server's unexpected errors to Sentry when SENTRY_DSN is set, as the browser's are
 * (docs/settings.md#error-reporting): once a process, whatever calls it again. @sentry/node loads
 * only then, so a portal without Sentry does not pay for it.
 * @example await startSentry(config);
 */
export async function startSentry(config: Pick<AppConfig, 'SENTRY_DSN' | 'NODE_ENV'>) {
  if (!config.SENTRY_DSN || report) return;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.SENTRY_DSN,
    release: RELEASE,
    environment: config.NODE_ENV,
    integrations: (defaults) => [
      // The error handler decides what is a fault and reports it (reportServerError); Sentry's own
      // Fastify integration would also report a deliberate 503 (a busy PDF pool), without the id.
      ...defaults.filter((integration) => !['Fastify', 'RequestData'].includes(integration.name)),
      // An event names the call, never what was sent: bodies hold passwords and passport numbers,
      // headers the session cookie and API keys.
      Sentry.requestDataIntegration({ include: { data: false, headers: false, cookies: false } }),
    ],
  });
  report = (error, requestId) =>
    Sentry.captureException(error, { tags: { request_id: requestId } });
}

/**
 * Reports a fault of the portal's own (an answer of 500 or 503), tagged with the request's id;
 * nothing until startSentry ran with a DSN. Never a user's mistake (a 4xx).
 * @example reportServerError(error, request.id);
 */
export function reportServerError(error: unknown, requestId: string): void {
  report?.(error, requestId);
}
