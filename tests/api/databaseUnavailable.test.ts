import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { openDatabase } from '../../src/server/db/openDatabase';
import { adminQuery, databaseUrl } from '../support/databaseTemplates';
import { NO_RATE_LIMITS } from '../support/noRateLimits';
import { signIn } from '../support/signIn';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A TCP hop in front of PostgreSQL that can stop passing bytes, as a frozen server would. */
function freezableProxy(target: URL) {
  const pairs: Socket[] = [];
  let frozen = false;
  const server: Server = createServer((inbound) => {
    const outbound = connect(Number(target.port || 5432), target.hostname);
    inbound.pipe(outbound).pipe(inbound);
    for (const socket of [inbound, outbound]) {
      socket.on('error', () => undefined);
      pairs.push(socket);
      if (frozen) socket.pause();
    }
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      ),
    freeze: (on: boolean) => {
      frozen = on;
      for (const socket of pairs) {
        if (on) socket.pause();
        else socket.resume();
      }
    },
    close: () => {
      pairs.forEach((socket) => socket.destroy());
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

// docs/api.md#error-shape: a database that froze or went away answers 503 with Retry-After, quickly,
// and the app answers again once it is back. Only PostgreSQL runs behind a network to freeze.
describe.skipIf(!serverUrl)('a database that stops answering', () => {
  const name = `trophy_test_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'trophy-unavailable-'));
  let proxy: ReturnType<typeof freezableProxy>;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    await adminQuery(
      serverUrl!,
      `create database ${name} template ${inject('databaseTemplates').seeded}`,
    );
    proxy = freezableProxy(new URL(serverUrl!));
    const viaProxy = new URL(databaseUrl(serverUrl!, name));
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(await proxy.listen());
    database = await openDatabase({ databaseUrl: viaProxy.toString(), timeoutMs: 1000 });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    app = await buildApp({ config, database, ownsDatabase: false, rateLimits: NO_RATE_LIMITS });
  });
  afterAll(async () => {
    proxy.freeze(false);
    await app.close();
    await database.close();
    await proxy.close();
    await adminQuery(serverUrl!, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After within its timeout while frozen, and 200 once it thaws', async () => {
    const admin = await signIn(app, 'admin@example.com');
    const species = () => app.inject({ url: '/api/species', headers: admin });
    expect((await species()).statusCode).toBe(200);

    proxy.freeze(true);
    const started = Date.now();
    const frozen = await species();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(frozen.statusCode).toBe(503);
    expect(frozen.headers['retry-after']).toBe('5');
    expect(frozen.json()).toEqual({
      message: 'The portal cannot reach its database just now; please try again in a moment',
    });

    proxy.freeze(false);
    await expect.poll(async () => (await species()).statusCode, { timeout: 10_000 }).toBe(200);
  });
});
