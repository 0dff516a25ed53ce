import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../../src/server/db/pgliteExtensions';

/** Runs one statement with its parameters and answers its rows. */
export type RunSql = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * The bare driver a list bench's floor reads with (`pg`, or PGlite for a PGlite set): no drizzle,
 * no pool settings of the portal's, as the simplest server would open it.
 * @example const run = await openFloorDatabase(); const rows = await run('select 1', []);
 */
export async function openFloorDatabase(): Promise<RunSql> {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return async (text, params) => (await pool.query(text, params)).rows;
  }
  const lite = await PGlite.create({
    dataDir: process.env.BENCH_PGLITE_DIR,
    extensions: pgliteExtensions,
  });
  return async (text, params) => (await lite.query<Record<string, unknown>>(text, params)).rows;
}
