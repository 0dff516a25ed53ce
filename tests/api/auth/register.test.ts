import { describe, expect, it } from 'vitest';
import { waitForMail } from '../../support/outbox';
import { cookieHeader } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

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

  it('register signs the new client in, unconfirmed and incomplete (201)', async () => {
    const response = await ctx.api.post('/api/auth/register', {
      payload: newcomer('Nina@Example.com'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      emailConfirmed: false,
      profile: {
        email: 'nina@example.com',
        fullName: 'Nina Newcomer',
        roles: ['client'],
        completed: false,
        emailConfirmed: false,
      },
    });
    const profile = await ctx.api.get('/api/clients/profile', { cookie: cookieHeader(response) });
    expect(profile.statusCode).toBe(200);
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
    expect(response.statusCode).toBe(201);
    expect(response.json().profile.email).toBe('spaced.out@example.com');
  });

  it('answers 409 for an e-mail that has an account, whatever its case', async () => {
    const response = await ctx.api.post('/api/auth/register', {
      payload: newcomer('CLIENT@example.com'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toHaveProperty('email');
    expect(response.cookies).toEqual([]);
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
