import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMITS } from '../../../src/server/auth/rateLimits';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demoAccounts';
import { ORIGIN, cookieHeader } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

const WRONG = 'wrong-password-1';

// docs/sessions.md#sign-in-throttling: failures only, by account and address together, growing delays.
describe('sign-in throttling', () => {
  const ctx = useTestApp({
    env: { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'http://localhost' },
    // The first delay lasts long enough that a slow test machine still sees it in force.
    rateLimits: { login: { ...DEFAULT_AUTH_RATE_LIMITS.login, firstDelayMs: 20_000 } },
  });

  const from = (address: string) => ({ ...ORIGIN, 'x-forwarded-for': address });
  const login = (address: string, email: string, password: string) =>
    ctx.api.post('/api/auth/login', { headers: from(address), payload: { email, password } });

  function expectDelay(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({ message: expect.stringMatching(/try again/) });
  }

  it('never counts successful sign-ins: the 12th in a row within 15 minutes works', async () => {
    for (let i = 1; i <= 12; i += 1) {
      expect((await login('203.0.113.1', 'admin@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('a stranger’s failures slow the stranger down, not the owner at an address they signed in from', async () => {
    const owner = '203.0.113.10';
    expect((await login(owner, 'client@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
    // Eleven wrong passwords, each from a new address: the account is over its ten free failures.
    for (let i = 0; i < 11; i += 1) {
      expect((await login(`198.51.100.${10 + i}`, 'client@example.com', WRONG)).statusCode).toBe(
        401,
      );
    }
    expectDelay(await login('198.51.100.10', 'client@example.com', WRONG));
    // A new address is slowed down too, even with the right password...
    expectDelay(await login('198.51.100.30', 'client@example.com', DEMO_PASSWORD));
    // ...but the owner, at an address the account signed in from, goes through.
    expect((await login(owner, 'client@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('failures at one address bring a delay there, in force for the right password too', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < 6; i += 1) {
      expect((await login(address, 'ph@example.com', WRONG)).statusCode).toBe(401);
    }
    const held = await login(address, 'ph@example.com', DEMO_PASSWORD);
    expectDelay(held);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(20);
    // Another address of the same account is not held by these failures.
    expect((await login('203.0.113.21', 'ph@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a sign-in forgets that address’s failures on the account', async () => {
    const address = '203.0.113.25';
    for (let i = 0; i < 4; i += 1) {
      expect((await login(address, 'liaison@example.com', WRONG)).statusCode).toBe(401);
    }
    expect((await login(address, 'liaison@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
    // Counted from zero again: five more failures bring no delay.
    for (let i = 0; i < 5; i += 1) {
      expect((await login(address, 'liaison@example.com', WRONG)).statusCode).toBe(401);
    }
  });

  it('guessing the current password on a password change counts as failed sign-ins', async () => {
    const address = '203.0.113.30';
    const signedIn = await login(address, 'outfitter@example.com', DEMO_PASSWORD);
    const change = (currentPassword: string) =>
      ctx.api.put('/api/clients/account/password', {
        headers: from(address),
        cookie: cookieHeader(signedIn),
        payload: { currentPassword, newPassword: 'Eland-skull-on-a-wall-9' },
      });
    for (let i = 0; i < 6; i += 1) expect((await change(WRONG)).statusCode).toBe(400);
    expectDelay(await change(DEMO_PASSWORD));
    // The same counter: sign-in from that address waits too.
    expectDelay(await login(address, 'outfitter@example.com', DEMO_PASSWORD));
  });
});
