import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/useTestApp';

// docs/sessions.md#tokens-and-cookies: Strict-Transport-Security is said only over https.
const HSTS = 'max-age=31536000; includeSubDomains';

describe.each([
  ['plain http on a LAN', {}, {}, undefined],
  ['an https PUBLIC_URL', { PUBLIC_URL: 'https://portal.example' }, {}, HSTS],
  [
    'a proxy saying https',
    { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'http://portal.example' },
    { 'x-forwarded-proto': 'https' },
    HSTS,
  ],
  [
    'a client, not the proxy, saying https',
    { PUBLIC_URL: 'http://portal.example' },
    { 'x-forwarded-proto': 'https' },
    undefined,
  ],
] as const)('served over %s', (_, env, forwarded, expected) => {
  const ctx = useTestApp({ env, seed: false });

  it.each(['/api/health/live', '/api/no-such-call'])(
    `answers ${expected ? 'with' : 'without'} Strict-Transport-Security: %s`,
    async (url) => {
      const response = await ctx.test.app.inject({ url, headers: forwarded });
      expect(response.headers['strict-transport-security']).toBe(expected);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});
