import { describe, expect, it } from 'vitest';
import { sentryOptions } from './sentryOptions';

const dsn = 'https://key@o1.ingest.sentry.io/2';

describe('error reporting traces every request and replays 10 % of sessions and every one with an error', () => {
  const options = sentryOptions(dsn, 'portal.example.com');

  it('traces every request, replays 10% of sessions and every session with an error', () => {
    expect(options).toMatchObject({
      dsn,
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('labels the release 0.3.0', () => {
    expect(options.release).toBe('0.3.0');
  });

  it('sends trace headers only to localhost and the portal’s own https host', () => {
    const targets = options.tracePropagationTargets ?? [];
    const allowed = (url: string) =>
      targets.some((target) =>
        typeof target === 'string' ? url.includes(target) : target.test(url),
      );
    expect(allowed('http://localhost:3000/api/orders')).toBe(true);
    expect(allowed('https://portal.example.com/api/orders')).toBe(true);
    expect(allowed('http://portal.example.com/api/orders')).toBe(false);
    expect(allowed('https://portal.example.com.evil.io/api')).toBe(false);
    expect(allowed('https://api.other.com/')).toBe(false);
  });
});
