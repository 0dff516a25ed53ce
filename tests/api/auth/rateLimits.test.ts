import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ORIGIN, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

const WINDOW_MS = 60_000;

// docs/sessions.md#rate-limits: register, forgot-password and resend are limited per address and per account
// (sign-in failures have their own throttle: signInThrottle.test.ts).
describe('rate limits: 429 with Retry-After, per client address and per account', () => {
  const ctx = useTestApp({
    env: { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'http://localhost' },
    rateLimits: {
      register: { perAddress: 2, perAccount: 1, windowMs: WINDOW_MS },
      forgotPassword: { perAddress: 2, perAccount: 1, windowMs: WINDOW_MS },
      resendConfirmation: { perAddress: 5, perAccount: 1, windowMs: WINDOW_MS },
    },
  });

  // Each client address is its own: behind a proxy (TRUST_PROXY) the app reads X-Forwarded-For.
  const from = (address: string) => ({ ...ORIGIN, 'x-forwarded-for': address });
  const register = (address: string, email: string) =>
    ctx.api.post('/api/auth/register', {
      headers: from(address),
      payload: { email, password: 'Kudu-horn-on-a-plaque-7', firstName: 'R', lastName: 'L' },
    });
  const forgot = (address: string, email: string) =>
    ctx.api.post('/api/auth/forgot-password', { headers: from(address), payload: { email } });

  function expectSlowDown(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(response.json()).toEqual({ message: expect.stringMatching(/try again/) });
  }

  it('register: per e-mail and per address', async () => {
    expect((await register('203.0.113.10', 'r1@example.com')).statusCode).toBe(202);
    expectSlowDown(await register('203.0.113.11', 'r1@example.com'));
    expect((await register('203.0.113.12', 'r2@example.com')).statusCode).toBe(202);
    expect((await register('203.0.113.12', 'r3@example.com')).statusCode).toBe(202);
    expectSlowDown(await register('203.0.113.12', 'r4@example.com'));
  });

  it('forgot-password: per e-mail (known or not) and per address', async () => {
    expect((await forgot('203.0.113.20', 'client@example.com')).statusCode).toBe(204);
    expectSlowDown(await forgot('203.0.113.21', 'CLIENT@example.com'));
    expect((await forgot('203.0.113.22', 'nobody1@example.com')).statusCode).toBe(204);
    expect((await forgot('203.0.113.22', 'nobody2@example.com')).statusCode).toBe(204);
    expectSlowDown(await forgot('203.0.113.22', 'nobody3@example.com'));
  });

  it('resend-confirmation-email: per signed-in account', async () => {
    const { cookie } = await signIn(ctx.test.app, 'unverified@example.com');
    const resend = (address: string) =>
      ctx.api.post('/api/auth/resend-confirmation-email', { cookie, headers: from(address) });
    expect((await resend('203.0.113.30')).statusCode).toBe(204);
    expectSlowDown(await resend('203.0.113.31'));
  });
});

describe('rate limits without a trusted proxy', () => {
  const ctx = useTestApp({
    rateLimits: {
      login: {
        perAddress: 2,
        perAccount: 100,
        perAccountAtAddress: 100,
        windowMs: WINDOW_MS,
        firstDelayMs: 1_000,
      },
      register: { perAddress: 100, perAccount: 100, windowMs: WINDOW_MS },
      forgotPassword: { perAddress: 100, perAccount: 100, windowMs: WINDOW_MS },
      resendConfirmation: { perAddress: 100, perAccount: 100, windowMs: WINDOW_MS },
    },
  });

  it('ignores a forged X-Forwarded-For, so one client cannot dodge its address limit', async () => {
    const login = (forged: string) =>
      ctx.api.post('/api/auth/login', {
        headers: { ...ORIGIN, 'x-forwarded-for': forged },
        payload: { email: 'nobody@example.com', password: 'wrong-password-1' },
      });
    expect((await login('198.51.100.1')).statusCode).toBe(401);
    expect((await login('198.51.100.2')).statusCode).toBe(401);
    // The third failure from the one real address starts a delay.
    expect((await login('198.51.100.3')).statusCode).toBe(401);
    expect((await login('198.51.100.4')).statusCode).toBe(429);
  });
});
