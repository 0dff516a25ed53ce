import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/openDatabase';

const serverUrl = process.env.TEST_DATABASE_URL;

// docs/dashboards.md#performance: the portal's PostgreSQL sessions run without JIT and with the
// configured statement timeout. PGlite has no JIT and no network to time out.
describe.skipIf(!serverUrl)('the portal’s PostgreSQL sessions', () => {
  it('run with JIT off and the statement timeout of DATABASE_TIMEOUT_MS', async () => {
    const database = await openDatabase({ databaseUrl: serverUrl, timeoutMs: 12_000 });
    try {
      const result = (await database.db.execute(
        sql`select current_setting('jit') as jit, current_setting('statement_timeout') as timeout`,
      )) as { rows: { jit: string; timeout: string }[] };
      expect(result.rows[0]).toEqual({ jit: 'off', timeout: '12s' });
    } finally {
      await database.close();
    }
  });
});
