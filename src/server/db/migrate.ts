import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './database';
import type * as schema from './schema';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every migration not yet applied; the same files serve PGlite and PostgreSQL. */
export async function migrate(database: Database): Promise<void> {
  // Each driver's migrator wants its own database type; the Database union hides which one it is.
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<typeof schema>, { migrationsFolder });
  } else {
    await migratePg(database.db as NodePgDatabase<typeof schema>, { migrationsFolder });
  }
}
