import { isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REUSE_GRACE_SECONDS } from '../../../src/server/auth/tokens';
import { refreshTokens } from '../../../src/server/db/schema/sessions';
import { createTestApp, type TestApp } from '../../support/testApp';
import { ORIGIN, cookieHeader, signIn } from '../../support/signIn';

describe('sessions: login, profile, refresh, logout', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    test.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  /** Moves every rotation `seconds` into the past, as if that much time went by since. */
  const ageRotations = (seconds: number) =>
    test.database.db
      .update(refreshTokens)
      .set({ usedAt: sql`${refreshTokens.usedAt} - make_interval(secs => ${seconds})` })
      .where(isNotNull(refreshTokens.usedAt));
  const profile = (cookie: string) =>
    test.app.inject({ method: 'GET', url: '/api/clients/profile', headers: { cookie } });

  it('login answers emailConfirmed and the profile, and sets httpOnly SameSite=Lax cookies', async () => {
    const response = await post('/api/auth/login', ORIGIN, {
      email: 'Admin@Example.com',
      password: 'Trophy-demo-2026',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      emailConfirmed: true,
      profile: {
        email: 'admin@example.com',
        fullName: 'Ada Admin',
        roles: ['admin'],
        completed: true,
      },
    });
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cookies.tp_access).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api',
      maxAge: 900,
    });
    expect(cookies.tp_refresh).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth',
      maxAge: 2_592_000,
    });
  });

  it('answers an unknown e-mail and a wrong password with the same 401', async () => {
    const unknown = await post('/api/auth/login', ORIGIN, {
      email: 'nobody@example.com',
      password: 'whatever-1234',
    });
    const wrong = await post('/api/auth/login', ORIGIN, {
      email: 'admin@example.com',
      password: 'whatever-1234',
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.cookies).toEqual([]);
  });

  it('answers a malformed login body with 400 and field errors', async () => {
    const response = await post('/api/auth/login', ORIGIN, { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      email: expect.any(String),
      password: expect.any(String),
    });
  });

  it('reports unverified and incomplete accounts as they are', async () => {
    const unverified = await post('/api/auth/login', ORIGIN, {
      email: 'unverified@example.com',
      password: 'Trophy-demo-2026',
    });
    expect(unverified.json()).toMatchObject({
      emailConfirmed: false,
      profile: { completed: true },
    });
    const incomplete = await post('/api/auth/login', ORIGIN, {
      email: 'incomplete@example.com',
      password: 'Trophy-demo-2026',
    });
    expect(incomplete.json()).toMatchObject({
      emailConfirmed: true,
      profile: { completed: false },
    });
  });

  it('GET api/clients/profile answers the signed-in user and 401 to a visitor', async () => {
    const { cookie } = await signIn(test.app, 'outfitter@example.com');
    const response = await profile(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Otto',
      lastName: 'Outfitter',
      roles: ['huntingOutfitter'],
    });
    expect((await profile('')).statusCode).toBe(401);
    expect((await profile('tp_access=forged.token.value')).statusCode).toBe(401);
  });

  it('refresh rotates the refresh token; reusing an old one revokes the whole family', async () => {
    const { cookie: first } = await signIn(test.app, 'client@example.com');
    const refreshed = await post('/api/auth/refresh', { ...ORIGIN, cookie: first });
    expect(refreshed.statusCode).toBe(200);
    const second = cookieHeader(refreshed, first);
    expect(second).not.toEqual(first);
    expect((await profile(second)).statusCode).toBe(200);

    await ageRotations(REUSE_GRACE_SECONDS + 1);
    const replay = await post('/api/auth/refresh', { ...ORIGIN, cookie: first });
    expect(replay.statusCode).toBe(401);
    // The family is revoked: the legitimate holder's newer tokens stop working too.
    expect((await post('/api/auth/refresh', { ...ORIGIN, cookie: second })).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
  });

  it('two refreshes at once with the same cookie both succeed, in the same session', async () => {
    const { cookie } = await signIn(test.app, 'client@example.com');
    const answers = await Promise.all([
      post('/api/auth/refresh', { ...ORIGIN, cookie }),
      post('/api/auth/refresh', { ...ORIGIN, cookie }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [one, two] = answers.map((answer) => cookieHeader(answer, cookie));
    expect((await profile(one!)).statusCode).toBe(200);
    expect((await profile(two!)).statusCode).toBe(200);
    // Still one session: logging out with either cookie ends both.
    expect((await post('/api/auth/logout', { ...ORIGIN, cookie: one! })).statusCode).toBe(204);
    expect((await post('/api/auth/refresh', { ...ORIGIN, cookie: two! })).statusCode).toBe(401);
  });

  it('a just-rotated token answers again within the grace period, not after it', async () => {
    const { cookie: first } = await signIn(test.app, 'client@example.com');
    expect((await post('/api/auth/refresh', { ...ORIGIN, cookie: first })).statusCode).toBe(200);
    await ageRotations(REUSE_GRACE_SECONDS - 3);
    expect((await post('/api/auth/refresh', { ...ORIGIN, cookie: first })).statusCode).toBe(200);
    await ageRotations(4);
    expect((await post('/api/auth/refresh', { ...ORIGIN, cookie: first })).statusCode).toBe(401);
  });

  it('refresh without a refresh cookie answers 401', async () => {
    expect((await post('/api/auth/refresh', ORIGIN)).statusCode).toBe(401);
  });

  it('logout revokes the session at once and clears the cookies', async () => {
    const { cookie } = await signIn(test.app, 'ph@example.com');
    const response = await post('/api/auth/logout', { ...ORIGIN, cookie });
    expect(response.statusCode).toBe(204);
    expect(cookieHeader(response, cookie)).toBe('');
    expect((await profile(cookie)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { ...ORIGIN, cookie })).statusCode).toBe(401);
  });
});

describe('CSRF: state-changing calls only from the portal own origin', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it.each([
    ['no origin at all', {}],
    ['another site', { origin: 'https://evil.example' }],
    ['another site as referer', { referer: 'https://evil.example/page' }],
  ])('refuses a POST with %s (403), changing nothing', async (_, headers) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: 'admin@example.com', password: 'Trophy-demo-2026' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });

  it('accepts the portal own origin given as referer', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { referer: 'http://localhost/auth/login' },
      payload: { email: 'admin@example.com', password: 'Trophy-demo-2026' },
    });
    expect(response.statusCode).toBe(200);
  });
});
