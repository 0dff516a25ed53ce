import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/database';
import { appliedMigrationCount, migrationsFolder } from '../db/migrate';
import { openDatabase } from '../db/openDatabase';
import { BackupError, POSTGRES_DUMP_NAME, type DatabaseCopy } from './backupManifest';
import { runPostgresTool } from './postgresTools';

// pg_dump leaves out the objects of an extension, and so what a migration changed on them: these
// migrations run again after a restore (each may run any number of times).
const EXTENSION_MIGRATIONS = ['0028_pg_trgm_similarity_cost.sql'];

/**
 * Dumps the PostgreSQL database into `dir` with pg_dump (one consistent snapshot, taken while the
 * portal serves), in pg_dump's custom format.
 * @example const copy = await dumpPostgres(config.DATABASE_URL, stagingDir);
 */
export async function dumpPostgres(url: string, dir: string): Promise<DatabaseCopy> {
  const migrations = await withDatabase(url, appliedMigrationCount);
  const dump = join(dir, POSTGRES_DUMP_NAME);
  await runPostgresTool('pg_dump', ['--format=custom', `--file=${dump}`], url);
  return { kind: 'postgres', migrations, part: { name: POSTGRES_DUMP_NAME, path: dump } };
}

/**
 * Refuses a database that holds any table: a restore never mixes with what is there.
 * @example await ensureEmptyPostgres(config.DATABASE_URL);
 */
export async function ensureEmptyPostgres(url: string): Promise<void> {
  const [found] = await withDatabase(url, async (db) =>
    rowsOf<{ tables: number }>(
      await db.execute(sql`select count(*)::int as tables from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg_toast%'`),
    ),
  );
  if (found?.tables) {
    throw new BackupError(
      `The database at DATABASE_URL is not empty (${found.tables} tables): a restore goes into a new, empty database`,
    );
  }
}

/**
 * Restores a dump into an empty database, in one transaction: a failure leaves it empty. Objects
 * belong to the user of DATABASE_URL, whoever owned them where the dump was taken.
 * @example await restorePostgres(config.DATABASE_URL, join(config.DATA_DIR, POSTGRES_DUMP_NAME));
 */
export async function restorePostgres(url: string, dump: string): Promise<void> {
  await runPostgresTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', dump],
    url,
  );
  await withDatabase(url, async (db) => {
    for (const migration of EXTENSION_MIGRATIONS) {
      await db.execute(sql.raw(readFileSync(join(migrationsFolder, migration), 'utf8')));
    }
  });
}

async function withDatabase<T>(url: string, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: url });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
