import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Redis } from 'ioredis';
import { REUSE_GRACE_SECONDS } from '../../../src/server/auth/tokens';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demoAccounts';
import { adminQuery, databaseUrl } from '../../support/databaseTemplates';
import { runMain, type MainProcess } from '../../support/runMain';

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** The cookies a browser would send after this answer, by name. */
function cookiesOf(response: Response, previous: Record<string, string> = {}) {
  const jar = { ...previous };
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (value) jar[name] = value;
    else delete jar[name];
  }
  return jar;
}
const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/**
 * docs/sessions.md#rate-limits: two real API processes (src/server/main.ts) on one PostgreSQL
 * database, optionally with Redis, as behind a load balancer: each call may reach either.
 */
function twoProcesses(extraEnv: Record<string, string>) {
  const name = `trophy_test_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'trophy-two-'));
  const processes: MainProcess[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    await adminQuery(
      serverUrl!,
      `create database ${name} template ${inject('databaseTemplates').seeded}`,
    );
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(serverUrl!, name),
      ...extraEnv,
    };
    // One after the other: the first migrates, the second finds the database ready.
    for (let i = 0; i < 2; i += 1) {
      const main = runMain({ ...env, LOG_LEVEL: 'info' });
      processes.push(main);
      urls.push(await main.ready);
    }
  }, 90_000);
  afterAll(async () => {
    for (const main of processes) {
      main.child.kill('SIGTERM');
      await main.exited;
    }
    await adminQuery(serverUrl!, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  const call = (
    which: 0 | 1,
    path: string,
    init: { body?: object; cookies?: Record<string, string>; method?: string } = {},
  ) =>
    fetch(`${urls[which]}${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: {
        // Each process's own origin (PUBLIC_URL unset): what a browser on its page sends.
        origin: urls[which]!,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.cookies ? { cookie: cookieHeader(init.cookies) } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
  return { call };
}

const signInBody = (email: string, password = DEMO_PASSWORD) => ({ email, password });

describe.skipIf(!serverUrl)('two API processes on one PostgreSQL database', () => {
  const { call } = twoProcesses({});

  it('a session opened on one process works on the other, and logout on either ends it on both', async () => {
    const login = await call(0, '/api/auth/login', { body: signInBody('client@example.com') });
    expect(login.status).toBe(200);
    const cookies = cookiesOf(login);
    expect((await call(1, '/api/clients/profile', { cookies })).status).toBe(200);
    // docs/sessions.md#the-session-cache: process 0 now keeps the session; process 1's logout tells it.
    expect((await call(0, '/api/clients/profile', { cookies })).status).toBe(200);
    expect((await call(1, '/api/auth/logout', { body: {}, cookies })).status).toBe(204);
    // The other process hears the notice as the logout commits; on a loaded machine its next call
    // may be read just before the notice is, so the promise is "within a moment", not "before".
    await expect
      .poll(async () => (await call(0, '/api/clients/profile', { cookies })).status, {
        timeout: 2_000,
      })
      .toBe(401);
  });

  it('reusing a rotated refresh token on the other process revokes the session on both', async () => {
    const login = await call(0, '/api/auth/login', { body: signInBody('ph@example.com') });
    const first = cookiesOf(login);
    const refreshed = await call(0, '/api/auth/refresh', { body: {}, cookies: first });
    expect(refreshed.status).toBe(200);
    const second = cookiesOf(refreshed, first);
    await new Promise((resolve) => setTimeout(resolve, (REUSE_GRACE_SECONDS + 1) * 1000));
    expect((await call(1, '/api/auth/refresh', { body: {}, cookies: first })).status).toBe(401);
    expect((await call(0, '/api/clients/profile', { cookies: second })).status).toBe(401);
  }, 30_000);

  it('rate limits and sign-in delays count the calls of both processes together', async () => {
    // forgot-password: three per account an hour, whichever process answers.
    for (const which of [0, 1, 0] as const) {
      const answer = await call(which, '/api/auth/forgot-password', {
        body: { email: 'liaison@example.com' },
      });
      expect(answer.status).toBe(204);
    }
    const over = await call(1, '/api/auth/forgot-password', {
      body: { email: 'liaison@example.com' },
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Sign-in: the sixth wrong password at one address starts a delay that both processes keep.
    for (const which of [0, 1, 0, 1, 0, 1] as const) {
      const answer = await call(which, '/api/auth/login', {
        body: signInBody('collector@example.com', 'wrong-password-1'),
      });
      expect(answer.status).toBe(401);
    }
    for (const which of [0, 1] as const) {
      const held = await call(which, '/api/auth/login', {
        body: signInBody('collector@example.com'),
      });
      expect(held.status).toBe(429);
    }
  });
});

describe.skipIf(!serverUrl || !redisUrl)('two API processes with their counters in Redis', () => {
  const { call } = twoProcesses({ REDIS_URL: redisUrl ?? '' });

  // Redis outlives each run's database: start this address's forgot-password count afresh.
  beforeAll(async () => {
    const redis = new Redis(redisUrl!);
    await redis.del('trophy-portal:counter:forgotPassword:address:127.0.0.1');
    await redis.quit();
  });

  it('counts the calls of both processes together', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    for (const which of [0, 1, 0] as const) {
      expect((await call(which, '/api/auth/forgot-password', { body: { email } })).status).toBe(
        204,
      );
    }
    expect((await call(1, '/api/auth/forgot-password', { body: { email } })).status).toBe(429);
  });
});
