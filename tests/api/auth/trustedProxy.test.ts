import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

// docs/settings.md#trusted-proxies: behind a proxy the client's address is the one the proxy adds
// to X-Forwarded-For, never one the client wrote before it, so a client cannot pick the address
// the per-address limits count (docs/sessions.md#rate-limits).

const WINDOW_MS = 60_000;

// app.inject's socket is 127.0.0.1: the proxy, for these tests.
describe.each([
  ["the proxy's address", '127.0.0.1'],
  ['a range holding it', '127.0.0.0/8, 192.0.2.7'],
  ["proxy-addr's name for it", 'loopback'],
])('TRUST_PROXY as %s', (_, trustProxy) => {
  const ctx = useTestApp({
    env: { TRUST_PROXY: trustProxy, PUBLIC_URL: 'http://localhost' },
    rateLimits: { register: { perAddress: 2, perAccount: 100, windowMs: WINDOW_MS } },
  });
  let accounts = 0;
  const register = (forwardedFor: string) => {
    accounts += 1;
    return ctx.api.post('/api/auth/register', {
      headers: { ...ORIGIN, 'x-forwarded-for': forwardedFor },
      payload: {
        email: `proxied${accounts}@example.com`,
        password: 'Kudu-horn-on-a-plaque-7',
        firstName: 'R',
        lastName: 'L',
      },
    });
  };

  it('counts the address the proxy added, whatever the client wrote before it', async () => {
    expect((await register('10.0.0.5, 10.0.0.66')).statusCode).toBe(202);
    expect((await register('10.0.0.6, 10.0.0.66')).statusCode).toBe(202);
    expect((await register('10.0.0.7, 10.0.0.66')).statusCode).toBe(429);
  });

  it('still tells clients behind the proxy apart', async () => {
    expect((await register('10.0.0.5, 10.0.0.67')).statusCode).toBe(202);
  });
});
