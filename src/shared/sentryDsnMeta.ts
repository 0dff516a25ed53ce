import { escapeHtml } from './escapeHtml';

// The server writes SENTRY_DSN into index.html as <meta name="sentry-dsn">; the client reads it.
// A runtime setting, not a build-time one: one build serves with or without error reporting.
export const SENTRY_DSN_META = 'sentry-dsn';

/** index.html with the DSN's meta tag added to its head. */
export const withSentryDsn = (indexHtml: string, dsn: string): string =>
  indexHtml.replace(
    '</head>',
    `<meta name="${SENTRY_DSN_META}" content="${escapeHtml(dsn)}" /></head>`,
  );
