import { beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../support/outbox';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

const ADDRESS = { line1: '1 Main Road', city: 'Maun', country: 'BW' };
const PROFILE = { firstName: 'Eve', lastName: 'Evil', phone: '+27 82 555 0199' };

// Every state-changing account call, with a body that would succeed from the portal itself.
const CALLS = [
  [
    'post',
    '/api/auth/register',
    {
      email: 'csrf@example.com',
      password: 'Kudu-horn-on-a-plaque-7',
      firstName: 'C',
      lastName: 'S',
    },
  ],
  ['post', '/api/auth/confirm-email', { token: 'x' }],
  ['post', '/api/auth/resend-confirmation-email', undefined],
  ['post', '/api/auth/forgot-password', { email: 'unverified@example.com' }],
  ['post', '/api/auth/verify-reset-code', { code: 'x' }],
  ['post', '/api/auth/password-reset', { code: 'x', password: 'Kudu-horn-on-a-plaque-7' }],
  ['put', '/api/clients/account', { ...PROFILE, address: ADDRESS }],
  ['put', '/api/clients/account/profile', PROFILE],
  ['put', '/api/clients/account/address', ADDRESS],
  [
    'put',
    '/api/clients/account/password',
    { currentPassword: 'Trophy-demo-2026', newPassword: 'Kudu-horn-on-a-plaque-7' },
  ],
  ['post', '/api/clients/complete', { ...PROFILE, address: ADDRESS }],
] as const;

describe('CSRF: the account calls refuse requests from another origin', () => {
  const ctx = useTestApp();
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signIn(ctx.test.app, 'unverified@example.com')).cookie;
  });

  it.each(CALLS)(
    '%s %s: 403 without the portal origin, from another site too',
    async (method, url, payload) => {
      for (const headers of [{}, { origin: 'https://evil.example' }] as Record<string, string>[]) {
        const response = await ctx.api[method](url, {
          cookie,
          headers,
          ...(payload && { payload }),
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'This request did not come from the portal' });
      }
    },
  );

  it('and none of them changed anything', async () => {
    expect(await readOutbox(ctx.test.config.DATA_DIR)).toEqual([]);
    const account = await ctx.api.get('/api/clients/account', { cookie });
    expect(account.json()).toMatchObject({ firstName: 'Uma', address: { city: 'Cape Town' } });
    const login = await ctx.api.post('/api/auth/login', {
      payload: { email: 'unverified@example.com', password: 'Trophy-demo-2026' },
    });
    expect(login.json()).toMatchObject({ emailConfirmed: false, profile: { completed: true } });
    const registered = await ctx.api.post('/api/auth/login', {
      payload: { email: 'csrf@example.com', password: 'Kudu-horn-on-a-plaque-7' },
    });
    expect(registered.statusCode).toBe(401);
  });
});

describe('CSRF: the check reads the path the router does, not the raw URL', () => {
  const ctx = useTestApp();
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signIn(ctx.test.app, 'client@example.com')).cookie;
  });

  it.each(['/%61pi/clients/account/language', '/api/clients/account/%6Canguage'])(
    'PUT %s from another site answers 403 and keeps the language',
    async (url) => {
      const response = await ctx.api.put(url, {
        cookie,
        headers: { origin: 'http://evil.example' },
        payload: { language: 'fr' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'This request did not come from the portal' });
      const account = await ctx.api.get('/api/clients/account', { cookie });
      expect(account.json().language).toBe('en');
    },
  );

  it('the same encoded path from the portal itself still works', async () => {
    const response = await ctx.api.put('/%61pi/clients/account/language', {
      cookie,
      payload: { language: 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().language).toBe('fr');
  });
});
