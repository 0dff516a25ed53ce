import { describe, expect, it } from 'vitest';
import { expireAccountTokens, tokenOf } from '../../support/accountTokens';
import { readOutbox, waitForMail } from '../../support/outbox';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

const NEW_PASSWORD = 'Eland-skull-on-oak-42';

describe('password reset: forgot-password, verify-reset-code, password-reset', () => {
  const ctx = useTestApp();

  const forgot = (email: string) =>
    ctx.api.post('/api/auth/forgot-password', { payload: { email } });
  const verify = (code: string) =>
    ctx.api.post('/api/auth/verify-reset-code', { payload: { code } });
  const reset = (code: string, password = NEW_PASSWORD) =>
    ctx.api.post('/api/auth/password-reset', { payload: { code, password } });
  const login = (email: string, password: string) =>
    ctx.api.post('/api/auth/login', { payload: { email, password } });
  const codeMailedTo = async (email: string, count = 1) => {
    const mail = await waitForMail(ctx.test.config.DATA_DIR, email, /reset/, count);
    return tokenOf(mail.links[0]!);
  };

  it('answers 204 for a known and an unknown address alike, and mails only the account', async () => {
    const known = await forgot('Outfitter@Example.com');
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(known.body).toBe(unknown.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'outfitter@example.com', /reset/);
    expect(mail.subject).toBe('Trophy Portal: reset your password');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/auth\/reset-password\/[\w-]{40,}$/);
    expect((await readOutbox(ctx.test.config.DATA_DIR)).some((m) => m.to.includes('nobody'))).toBe(
      false,
    );
  });

  it('verify-reset-code answers the e-mail of a valid code and 400 for a made-up one', async () => {
    const response = await verify(await codeMailedTo('outfitter@example.com'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'outfitter@example.com' });
    const bad = await verify('made-up-code');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('code');
  });

  it('refuses a weak new password (400) and leaves the code usable', async () => {
    const code = await codeMailedTo('outfitter@example.com');
    for (const password of ['qwertyuiop', 'outfitter@example.com']) {
      const response = await reset(code, password);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('password');
    }
    expect((await reset(code, 'short')).statusCode).toBe(400);
    expect((await verify(code)).statusCode).toBe(200);
  });

  it('resets the password, ends every session, and the code works only once', async () => {
    const { cookie } = await signIn(ctx.test.app, 'outfitter@example.com');
    const code = await codeMailedTo('outfitter@example.com');
    expect((await reset(code)).statusCode).toBe(204);

    expect((await ctx.api.get('/api/clients/profile', { cookie })).statusCode).toBe(401);
    expect((await ctx.api.post('/api/auth/refresh', { cookie })).statusCode).toBe(401);
    expect((await login('outfitter@example.com', 'Trophy-demo-2026')).statusCode).toBe(401);
    expect((await login('outfitter@example.com', NEW_PASSWORD)).statusCode).toBe(200);

    expect((await reset(code, 'Another-fine-trophy-9')).statusCode).toBe(400);
    expect((await verify(code)).statusCode).toBe(400);
  });

  it('a reset also voids the older codes mailed to that account', async () => {
    await forgot('ph@example.com');
    const first = await codeMailedTo('ph@example.com', 1);
    await forgot('ph@example.com');
    const second = await codeMailedTo('ph@example.com', 2);
    expect(second).not.toBe(first);
    expect((await reset(second)).statusCode).toBe(204);
    expect((await reset(first, 'Another-fine-trophy-9')).statusCode).toBe(400);
  });

  it('a reset code expires after 1 hour (400 to verify and to reset)', async () => {
    await forgot('liaison@example.com');
    const code = await codeMailedTo('liaison@example.com');
    await expireAccountTokens(ctx.test.database.db, 'liaison@example.com');
    expect((await verify(code)).statusCode).toBe(400);
    expect((await reset(code)).statusCode).toBe(400);
    expect((await login('liaison@example.com', 'Trophy-demo-2026')).statusCode).toBe(200);
  });

  it('a reset confirms an unconfirmed address: the code came by e-mail', async () => {
    await forgot('unverified@example.com');
    expect((await reset(await codeMailedTo('unverified@example.com'))).statusCode).toBe(204);
    expect((await login('unverified@example.com', NEW_PASSWORD)).json()).toMatchObject({
      emailConfirmed: true,
    });
  });

  it('answers malformed bodies with 400 and field errors', async () => {
    const bad = await forgot('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('email');
    const missing = await ctx.api.post('/api/auth/password-reset', { payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['code', 'password']),
    );
  });
});
