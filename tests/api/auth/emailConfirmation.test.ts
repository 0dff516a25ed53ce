import { beforeAll, describe, expect, it } from 'vitest';
import { expireAccountTokens, tokenOf } from '../../support/accountTokens';
import { readOutbox, waitForMail } from '../../support/outbox';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

describe('e-mail confirmation: confirm-email and resend-confirmation-email', () => {
  const ctx = useTestApp();
  let unverified: string;
  beforeAll(async () => {
    unverified = (await signIn(ctx.test.app, 'unverified@example.com')).cookie;
  });

  const resend = (cookie: string) =>
    ctx.api.post('/api/auth/resend-confirmation-email', { cookie });
  const confirm = (token: string | null) =>
    ctx.api.post('/api/auth/confirm-email', { payload: { token } });
  const newestLink = async () =>
    tokenOf(
      (await waitForMail(ctx.test.config.DATA_DIR, 'unverified@example.com', /confirm/)).links[0]!,
    );

  it('resend answers 401 to a visitor', async () => {
    expect((await resend('')).statusCode).toBe(401);
  });

  it('a confirmation link expires after 24 hours (400)', async () => {
    expect((await resend(unverified)).statusCode).toBe(204);
    const token = await newestLink();
    await expireAccountTokens(ctx.test.database.db, 'unverified@example.com');
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('token');
  });

  it('resend mails a fresh link that confirms, signed out, without signing anybody in', async () => {
    expect((await resend(unverified)).statusCode).toBe(204);
    // The second confirmation mail of this account: resend waits until it is written.
    await waitForMail(ctx.test.config.DATA_DIR, 'unverified@example.com', /confirm/, 2);
    const token = await newestLink();
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      emailConfirmed: true,
      profile: { emailConfirmed: true },
    });
    expect(response.cookies).toEqual([]);

    const profile = await ctx.api.get('/api/clients/profile', { cookie: unverified });
    expect(profile.json()).toMatchObject({ emailConfirmed: true });
    const login = await ctx.api.post('/api/auth/login', {
      payload: { email: 'unverified@example.com', password: 'Trophy-demo-2026' },
    });
    expect(login.json()).toMatchObject({ emailConfirmed: true });
  });

  it('a confirmation link works once: reused, it answers 400', async () => {
    const response = await confirm(await newestLink());
    expect(response.statusCode).toBe(400);
  });

  it('an unknown or malformed token answers 400 and changes nothing', async () => {
    expect((await confirm('made-up-token')).statusCode).toBe(400);
    const empty = await confirm('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('token');
    expect((await confirm(null)).statusCode).toBe(400);
  });

  it('resend for an already confirmed account answers 204 and sends nothing', async () => {
    const before = (await readOutbox(ctx.test.config.DATA_DIR)).length;
    const { cookie } = await signIn(ctx.test.app, 'client@example.com');
    expect((await resend(cookie)).statusCode).toBe(204);
    expect((await readOutbox(ctx.test.config.DATA_DIR)).length).toBe(before);
  });
});
