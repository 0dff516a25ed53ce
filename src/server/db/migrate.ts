import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { rowsOf, type Database, type Db } from './database';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** How many migrations this version of the portal brings. */
export const knownMigrationCount = () => readMigrationFiles({ migrationsFolder }).length;

/**
 * Applies every migration not yet applied, under the database's start-up lock so that processes
 * starting together apply each one once (docs/operations.md#migrations); answers how many it applied.
 * @example const applied = await migrate(database);
 */
export async function migrate(database: Database): Promise<number> {
  return database.startupLock((db) => applyMigrations(database.kind, db));
}

/**
 * Applies the migrations on `db`, a handle that holds the start-up lock; the same files serve PGlite
 * and PostgreSQL.
 * @example await database.startupLock((db) => applyMigrations(database.kind, db));
 */
export async function applyMigrations(kind: Database['kind'], db: Db): Promise<number> {
  const before = await appliedMigrationCount(db);
  // Each driver's migrator wants its own database type; the Database union hides which one it is.
  if (kind === 'pglite') {
    await migratePglite(db as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(db as NodePgDatabase, { migrationsFolder });
  }
  return (await appliedMigrationCount(db)) - before;
}

/**
 * How many migrations the database has applied, by drizzle's own record (absent on an empty database).
 * @example const applied = await appliedMigrationCount(database.db);
 */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const [found] = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!found?.name) return 0;
  const [row] = rowsOf<{ applied: number }>(
    await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
  );
  return row?.applied ?? 0;
}
