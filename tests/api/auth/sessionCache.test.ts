import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../support/testDatabase';
import { databaseUrl } from '../../support/databaseTemplates';
import { createTestApp, type TestApp } from '../../support/testApp';
import { signIn } from '../../support/signIn';

const serverUrl = process.env.TEST_DATABASE_URL;

// docs/sessions.md#the-session-cache: a process keeps the sessions it looked up until the database
// says a user or a session changed, whoever changed it.
describe('the session cache', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const profile = (cookie: string) =>
    test.app.inject({ method: 'GET', url: '/api/clients/profile', headers: { cookie } });
  /** A call answered from the cache: the session was looked up by the call before. */
  const keptSession = async (email: string) => {
    const { cookie } = await signIn(test.app, email);
    expect((await profile(cookie)).statusCode).toBe(200);
    expect((await profile(cookie)).statusCode).toBe(200);
    return cookie;
  };

  it('refuses a kept session at the next call once its account is disabled by any statement', async () => {
    const cookie = await keptSession('ph@example.com');
    await test.database.db.execute(
      sql`update users set disabled_at = now() where email = 'ph@example.com'`,
    );
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('applies a change of a kept session’s account at the next call', async () => {
    const cookie = await keptSession('outfitter@example.com');
    const orders = () =>
      test.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } });
    expect((await orders()).statusCode).toBe(200);
    await test.database.db.execute(
      sql`update users set email_confirmed_at = null where email = 'outfitter@example.com'`,
    );
    // docs/guards.md#guarding-rules: an unconfirmed account may not list orders.
    expect((await orders()).statusCode).toBe(403);
  });

  it.skipIf(!serverUrl)(
    'refuses a kept session once another process revokes it (another connection commits)',
    async () => {
      const cookie = await keptSession('client@example.com');
      const [row] = (
        (await test.database.db.execute(sql`select current_database() as name`)) as {
          rows: { name: string }[];
        }
      ).rows;
      const other = new pg.Client({ connectionString: databaseUrl(serverUrl!, row!.name) });
      await other.connect();
      try {
        await other.query(
          `update session_families set revoked_at = now()
           where user_id = (select id from users where email = 'client@example.com')`,
        );
      } finally {
        await other.end();
      }
      // The notice reaches this process's connections as the other one commits, not in its reply.
      await vi.waitFor(async () => expect((await profile(cookie)).statusCode).toBe(401));
    },
  );
});

describe.skipIf(!serverUrl)('the session changes of a PostgreSQL database', () => {
  it('count a lost connection as a change: a notice sent meanwhile went unheard', async () => {
    const database = await createTestDatabase('migrated');
    try {
      const changed = vi.fn();
      database.onSessionChanges(changed);
      await database.db.execute(sql`select 1`);
      expect(changed).not.toHaveBeenCalled();
      await expect(
        database.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`),
      ).rejects.toThrow();
      await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    } finally {
      await database.close();
    }
  });
});
