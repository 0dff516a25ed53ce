import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { firstAdminLink, logFirstAdminLink } from '../../../src/server/auth/firstAdminLink';
import { users } from '../../../src/features/users/table';
import { ORIGIN, cookieHeader } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

const PASSWORD = 'Sable-antelope-on-oak-7';
const ADMIN = { email: 'Owner@Studio.example', firstName: 'Olga', lastName: 'Owner' };

type Ctx = ReturnType<typeof useTestApp>;

/** The set-up code from the link the portal would log now. */
async function setupCode(ctx: Ctx): Promise<string> {
  const link = await firstAdminLink(ctx.test.app);
  if (!link) throw new Error('no set-up link: the portal has an admin');
  return decodeURIComponent(new URL(link).pathname.split('/').pop()!);
}

const userCount = async (ctx: Ctx) =>
  (await ctx.test.database.db.select({ n: count() }).from(users))[0]?.n;

const verify = (ctx: Ctx, code: string, headers = ORIGIN) =>
  ctx.api.post('/api/auth/verify-first-admin-code', { headers, payload: { code } });
const create = (ctx: Ctx, code: string, body: object = {}) =>
  ctx.api.post('/api/auth/first-admin', {
    payload: { ...ADMIN, password: PASSWORD, code, ...body },
  });

// docs/sessions.md#first-admin: a portal without demo data or ADMIN_EMAIL / ADMIN_PASSWORD logs a
// set-up link; its code creates the first admin once, while the portal has none.
describe('the first admin from the set-up link', () => {
  const ctx = useTestApp({ seed: false });

  it('logs one line with the link on the address the portal listens on', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const listening = await buildApp({
      config: ctx.test.config,
      database: ctx.test.database,
      ownsDatabase: false,
      logger: { level: 'warn', stream },
    });
    try {
      await listening.listen({ port: 0, host: '127.0.0.1' });
      await logFirstAdminLink(listening);
      const { port } = listening.server.address() as AddressInfo;
      const lines = logged
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).msg);
      expect(lines).toEqual([
        expect.stringMatching(
          new RegExp(
            `^No admin yet: create the first admin at http://localhost:${port}/auth/first-admin/[\\w-]{60,}$`,
          ),
        ),
      ]);
    } finally {
      await listening.close();
    }
  });

  it('another process behind a proxy gives the same code on PUBLIC_URL', async () => {
    const link = await firstAdminLink(ctx.test.app);
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/first-admin\/[\w-]{60,}$/);
    const behindProxy = await buildApp({
      config: { ...ctx.test.config, PUBLIC_URL: 'https://portal.studio.example/' },
      database: ctx.test.database,
      ownsDatabase: false,
    });
    try {
      expect(await firstAdminLink(behindProxy)).toBe(
        link!.replace('http://localhost:3000', 'https://portal.studio.example'),
      );
    } finally {
      await behindProxy.close();
    }
  });

  it('a wrong code answers 400 naming the code, to the check and to the creation, and creates nobody', async () => {
    const checked = await verify(ctx, 'made-up-code');
    expect(checked.statusCode).toBe(400);
    expect(checked.json().errors).toHaveProperty('code');
    const created = await create(ctx, 'made-up-code');
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toHaveProperty('code');
    expect(await userCount(ctx)).toBe(0);
  });

  it('a call from another site is refused (403) before the code is even looked at', async () => {
    const code = await setupCode(ctx);
    expect((await verify(ctx, code, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const forged = await ctx.api.post('/api/auth/first-admin', {
      headers: {},
      payload: { ...ADMIN, password: PASSWORD, code },
    });
    expect(forged.statusCode).toBe(403);
    expect(await userCount(ctx)).toBe(0);
  });

  it('a weak password or a bad body answers 400 and leaves the code usable', async () => {
    const code = await setupCode(ctx);
    for (const password of ['qwertyuiop', 'owner@studio.example', 'short']) {
      const response = await create(ctx, code, { password });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('password');
    }
    const noNames = await create(ctx, code, { firstName: '', lastName: '' });
    expect(noNames.statusCode).toBe(400);
    expect(Object.keys(noNames.json().errors)).toEqual(
      expect.arrayContaining(['firstName', 'lastName']),
    );
    expect((await verify(ctx, code)).statusCode).toBe(204);
    expect(await userCount(ctx)).toBe(0);
  });

  it('creates a confirmed, complete admin and signs them in', async () => {
    const code = await setupCode(ctx);
    const response = await create(ctx, code);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      emailConfirmed: true,
      profile: {
        email: 'owner@studio.example',
        fullName: 'Olga Owner',
        roles: ['admin'],
        completed: true,
        emailConfirmed: true,
      },
    });
    const cookie = cookieHeader(response);
    expect((await ctx.api.get('/api/users', { cookie })).statusCode).toBe(200);
    const login = await ctx.api.post('/api/auth/login', {
      payload: { email: 'owner@studio.example', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('works once: afterwards the link is gone and its code answers 410, changing nothing', async () => {
    expect(await firstAdminLink(ctx.test.app)).toBeNull();
    const again = await create(ctx, 'any-code', { email: 'second@studio.example' });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/first admin already; sign in/);
    expect((await verify(ctx, 'any-code')).statusCode).toBe(410);
    expect(await userCount(ctx)).toBe(1);
  });
});

describe('two set-up calls at once', () => {
  const ctx = useTestApp({ seed: false });

  it('one creates the admin (201), the other answers 410, and there is one user', async () => {
    const code = await setupCode(ctx);
    const answers = await Promise.all([
      create(ctx, code, { email: 'first@studio.example' }),
      create(ctx, code, { email: 'second@studio.example' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 410]);
    expect(await userCount(ctx)).toBe(1);
  });
});

describe('the set-up link while clients registered first', () => {
  const ctx = useTestApp({ seed: false });

  it('still works, and a taken address answers 409 without using the code up', async () => {
    const registered = await ctx.api.post('/api/auth/register', {
      payload: { email: 'early@example.com', password: PASSWORD, firstName: 'E', lastName: 'C' },
    });
    expect(registered.statusCode).toBe(202);
    const code = await setupCode(ctx);
    const taken = await create(ctx, code, { email: 'EARLY@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toHaveProperty('email');
    expect((await create(ctx, code)).statusCode).toBe(201);
    expect(await userCount(ctx)).toBe(2);
  });
});

describe('the set-up calls are rate limited per address and per code', () => {
  const ctx = useTestApp({
    seed: false,
    rateLimits: { firstAdmin: { perAddress: 4, perAccount: 2, windowMs: 60_000 } },
  });

  it('answers 429 with Retry-After past the limit', async () => {
    const code = await setupCode(ctx);
    expect((await verify(ctx, code)).statusCode).toBe(204);
    expect((await verify(ctx, code)).statusCode).toBe(204);
    const third = await verify(ctx, code);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify(ctx, 'guess-1')).statusCode).toBe(400);
    expect((await verify(ctx, 'guess-2')).statusCode).toBe(429);
  });
});
