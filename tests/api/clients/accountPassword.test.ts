import { describe, expect, it } from 'vitest';
import { waitForMail } from '../../support/outbox';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

const CURRENT = 'Trophy-demo-2026';
const NEW_PASSWORD = 'Sable-antelope-in-oak-3';

describe('PUT api/clients/account/password', () => {
  const ctx = useTestApp();

  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    ctx.api.put('/api/clients/account/password', {
      cookie,
      payload: { currentPassword, newPassword },
    });

  it('refuses a wrong current password with 400 on currentPassword (not 401: the session goes on)', async () => {
    const { cookie } = await signIn(ctx.test.app, 'collector@example.com');
    const response = await change(cookie, 'not-my-password', NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('currentPassword');
  });

  it.each([
    ['too short', 'Kudu-7'],
    ['the e-mail address', 'collector@example.com'],
    ['a common password', 'Password123'],
    ['the current password', CURRENT],
  ])('refuses a new password that is %s (400 on newPassword)', async (_, newPassword) => {
    const { cookie } = await signIn(ctx.test.app, 'collector@example.com');
    const response = await change(cookie, CURRENT, newPassword);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('newPassword');
  });

  it('changes the password, keeps this session, ends every other one, and mails a notice', async () => {
    const other = await signIn(ctx.test.app, 'collector@example.com');
    const mine = await signIn(ctx.test.app, 'collector@example.com');
    expect((await change(mine.cookie, CURRENT, NEW_PASSWORD)).statusCode).toBe(204);

    expect((await ctx.api.get('/api/clients/profile', { cookie: mine.cookie })).statusCode).toBe(
      200,
    );
    expect((await ctx.api.post('/api/auth/refresh', { cookie: mine.cookie })).statusCode).toBe(200);
    expect((await ctx.api.get('/api/clients/profile', { cookie: other.cookie })).statusCode).toBe(
      401,
    );
    expect((await ctx.api.post('/api/auth/refresh', { cookie: other.cookie })).statusCode).toBe(
      401,
    );

    const login = (password: string) =>
      ctx.api.post('/api/auth/login', { payload: { email: 'collector@example.com', password } });
    expect((await login(CURRENT)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);

    const notice = await waitForMail(ctx.test.config.DATA_DIR, 'collector@example.com', /changed/);
    expect(notice.subject).toBe('Trophy Portal: your password was changed');
    expect(notice.links).toEqual(['http://localhost:3000/auth/login']);
  });

  it('answers a malformed body with 400 and field errors', async () => {
    const { cookie } = await signIn(ctx.test.app, 'admin@example.com');
    const response = await ctx.api.put('/api/clients/account/password', { cookie, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['currentPassword', 'newPassword']),
    );
  });

  it('answers 401 to a visitor', async () => {
    expect((await change('', CURRENT, NEW_PASSWORD)).statusCode).toBe(401);
  });
});
