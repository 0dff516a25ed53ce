import { max } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import { migrationsFolder } from './migrate';

// Where drizzle's migrator records what it applied: one row a migration, stamped with its file's time.
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

// The files do not change while the process runs: read and hashed once, at the first check.
let fileTimes: number[] | undefined;

/**
 * How many of the migration files the database has not applied, by the migrator's own rule: a file
 * is applied when the newest migration recorded is at least as recent. One row read, by a scan of a
 * table of a few dozen rows.
 * @example if ((await pendingMigrations(app.db)) > 0) reply.code(503);
 */
export async function pendingMigrations(db: Db): Promise<number> {
  fileTimes ??= readMigrationFiles({ migrationsFolder }).map((file) => file.folderMillis);
  const [row] = await db.select({ last: max(appliedMigrations.createdAt) }).from(appliedMigrations);
  const last = row?.last ?? -Infinity;
  return fileTimes.filter((time) => time > last).length;
}
