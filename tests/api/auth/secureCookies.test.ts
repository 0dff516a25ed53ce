import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demoAccounts';
import { useTestApp } from '../../support/useTestApp';

// docs/sessions.md#tokens-and-cookies: an https PUBLIC_URL means Secure cookies, whatever the proxy
// forwards; without one, the request's own scheme decides (a plain-http LAN install still signs in).

describe.each([
  [
    'an https PUBLIC_URL, the proxy saying nothing of https',
    { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'https://portal.example' },
    'https://portal.example',
    {},
    true,
  ],
  [
    'an https PUBLIC_URL, the proxy saying http',
    { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'https://portal.example' },
    'https://portal.example',
    { 'x-forwarded-proto': 'http' },
    true,
  ],
  [
    'a proxy saying https',
    { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'http://portal.example' },
    'http://portal.example',
    { 'x-forwarded-proto': 'https' },
    true,
  ],
  ['plain http on a LAN', {}, 'http://localhost', {}, false],
] as const)('signing in with %s', (_, env, origin, forwarded, secure) => {
  const ctx = useTestApp({ env });

  it(`sets the session cookies ${secure ? 'with' : 'without'} Secure`, async () => {
    const response = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin, ...forwarded },
      payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.map((cookie) => [cookie.name, cookie.secure ?? false])).toEqual([
      ['tp_access', secure],
      ['tp_refresh', secure],
    ]);
  });
});
