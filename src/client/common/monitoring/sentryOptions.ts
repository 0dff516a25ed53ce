import type { BrowserOptions } from '@sentry/react';
import { RELEASE } from '../../../shared/release';

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * docs/settings.md#error-reporting: every request traced, 10 % of sessions replayed, every session with an error
 * replayed, trace headers only to localhost and the portal's own https host, release 0.3.0.
 * @example Sentry.init({ ...sentryOptions(dsn, window.location.host), integrations });
 */
export function sentryOptions(dsn: string, ownHost: string): BrowserOptions {
  return {
    dsn,
    release: RELEASE,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    tracePropagationTargets: ['localhost', new RegExp(`^https://${escapeForRegExp(ownHost)}(/|$)`)],
  };
}
