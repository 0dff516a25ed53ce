import { describe, expect, it, vi } from 'vitest';
import type * as password from '../../../src/server/auth/password';
import { hashPassword } from '../../../src/server/auth/password';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demoAccounts';
import { waitForMail } from '../../support/outbox';
import { useTestApp } from '../../support/useTestApp';

// Counts the hashing, the slow step of registration, without changing it.
vi.mock('../../../src/server/auth/password', async (original) => {
  const real = await original<typeof password>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

const newcomer = (email: string) => ({
  email,
  password: 'Kudu-horn-on-a-plaque-7',
  firstName: 'Nina',
  lastName: 'Newcomer',
});

describe('registration while signUp is on', () => {
  const ctx = useTestApp();

  it('GET api/features answers signUp true, to visitors too', async () => {
    const response = await ctx.api.get('/api/features');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signUp: true });
  });

  it('register creates an unconfirmed client and answers "check your e-mail" without signing in (202)', async () => {
    const response = await ctx.api.post('/api/auth/register', {
      payload: newcomer('Nina@Example.com'),
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: expect.stringMatching(/^Check your e-mail/) });
    expect(response.cookies).toEqual([]);
    const login = await ctx.api.post('/api/auth/login', {
      payload: { email: 'nina@example.com', password: newcomer('').password },
    });
    expect(login.json()).toMatchObject({
      emailConfirmed: false,
      profile: { fullName: 'Nina Newcomer', roles: ['client'], completed: false },
    });
  });

  it('writes the confirmation e-mail to the outbox; its link confirms the address', async () => {
    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'nina@example.com', /confirm/);
    expect(mail.subject).toBe('Trophy Portal: confirm your e-mail address');
    expect(mail.text).toContain('Hello Nina,');
    const link = new URL(mail.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/email-verification');
    const confirmed = await ctx.api.post('/api/auth/confirm-email', {
      payload: { token: link.searchParams.get('token') },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      emailConfirmed: true,
      profile: { email: 'nina@example.com', emailConfirmed: true },
    });
  });

  it('takes an e-mail typed with spaces around it as that address', async () => {
    const response = await ctx.api.post('/api/auth/register', {
      payload: newcomer('  Spaced.Out@Example.com '),
    });
    expect(response.statusCode).toBe(202);
    const login = await ctx.api.post('/api/auth/login', {
      payload: { email: 'spaced.out@example.com', password: newcomer('').password },
    });
    expect(login.statusCode).toBe(200);
  });

  // docs/sessions.md#registration: nobody learns from register which addresses have an account.
  it('answers a taken address exactly as a new one, and mails its owner instead', async () => {
    const taken = await ctx.api.post('/api/auth/register', {
      payload: newcomer('CLIENT@example.com'),
    });
    const fresh = await ctx.api.post('/api/auth/register', {
      payload: newcomer('fresh@example.com'),
    });
    for (const response of [taken, fresh]) {
      expect(response.statusCode).toBe(202);
      expect(response.cookies).toEqual([]);
    }
    expect(taken.body).toBe(fresh.body);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    const notice = await waitForMail(
      ctx.test.config.DATA_DIR,
      'client@example.com',
      /tried to register/,
    );
    expect(notice.text).toContain('No new account was made');
    await waitForMail(ctx.test.config.DATA_DIR, 'fresh@example.com', /confirm/);
    // The owner's password is untouched.
    const login = await ctx.api.post('/api/auth/login', {
      payload: { email: 'client@example.com', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('hashes the password on both paths, so the slow step does not tell them apart', async () => {
    const hashed = vi.mocked(hashPassword);
    hashed.mockClear();
    await ctx.api.post('/api/auth/register', { payload: newcomer('client@example.com') });
    expect(hashed).toHaveBeenCalledTimes(1);
    await ctx.api.post('/api/auth/register', { payload: newcomer('another@example.com') });
    expect(hashed).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['shorter than 10 characters', 'Kudu-7'],
    ['the e-mail address', 'weak@example.com'],
    ['a common password', 'qwertyuiop'],
  ])('refuses a password that is %s (400 on password, no account)', async (_, password) => {
    const response = await ctx.api.post('/api/auth/register', {
      payload: { ...newcomer('weak@example.com'), password },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('password');
    const login = await ctx.api.post('/api/auth/login', {
      payload: { email: 'weak@example.com', password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('answers a malformed body with 400 and field errors', async () => {
    const response = await ctx.api.post('/api/auth/register', {
      payload: { email: 'not-an-email', firstName: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['email', 'password', 'firstName', 'lastName']),
    );
  });
});

describe('registration while signUp is off (SIGN_UP=false)', () => {
  const ctx = useTestApp({ env: { SIGN_UP: 'false' } });

  it('GET api/features answers signUp false', async () => {
    expect((await ctx.api.get('/api/features')).json()).toEqual({ signUp: false });
  });

  it('refuses registration with 403 and creates no account', async () => {
    const response = await ctx.api.post('/api/auth/register', {
      payload: newcomer('shut@example.com'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
    const login = await ctx.api.post('/api/auth/login', {
      payload: { email: 'shut@example.com', password: newcomer('').password },
    });
    expect(login.statusCode).toBe(401);
  });
});
