/**
 * CSP additions for the browser's error reporting: its events go to the DSN's host, and session
 * replay compresses in a worker made from a blob. Nothing is added when no DSN is set.
 * @example helmet({ contentSecurityPolicy: { directives: sentryDirectives(config.SENTRY_DSN) } })
 */
export function sentryDirectives(dsn: string | undefined): Record<string, string[]> {
  if (!dsn) return {};
  return {
    connectSrc: ["'self'", new URL(dsn).origin],
    workerSrc: ["'self'", 'blob:'],
  };
}
