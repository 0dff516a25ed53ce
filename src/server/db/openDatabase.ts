import { mkdirSync, accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { StartupError, type Database } from './database';
import { pgliteExtensions } from './pgliteExtensions';
import { SESSION_CHANGES_CHANNEL, sessionChangeFeed } from './sessionChanges';

export interface DatabaseTarget {
  /** PostgreSQL connection string; when absent, PGlite runs embedded. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; when absent, PGlite keeps everything in memory. */
  pgliteDir?: string | undefined;
  /**
   * PostgreSQL only: how long one query may take before it fails (client side, for a server that
   * froze, and server side, for a runaway statement); unset, no limit.
   */
  timeoutMs?: number | undefined;
  /** A PGlite data dir dumped by `dumpDataDir`, to start from instead of an empty one (tests). */
  pgliteDump?: Blob | undefined;
}

/**
 * Opens PostgreSQL when a URL is given, else PGlite on disk or in memory; checks it answers.
 * @example const database = await openDatabase({ pgliteDir: './data/pglite' });
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.databaseUrl
    ? openPostgres(target.databaseUrl, target.timeoutMs)
    : openPglite(target.pgliteDir, target.pgliteDump);
}

async function openPostgres(url: string, timeoutMs: number | undefined): Promise<Database> {
  const sessionChanges = sessionChangeFeed();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: Math.min(timeoutMs ?? 5000, 5000),
    ...(timeoutMs ? { query_timeout: timeoutMs, statement_timeout: timeoutMs } : {}),
    // JIT compiles any query the planner guesses costly, and the portal's are short: the
    // dashboards' paperwork count spent 914 ms compiling for 70 ms of work at 200k orders
    // (docs/dashboards.md#performance). It never pays here, so it is off for the portal's sessions.
    options: '-c jit=off',
    // docs/sessions.md#the-session-cache: every connection listens before its first query, so the
    // one that commits a change hears its own notice before the commit returns, and any other
    // process's as soon as that commits.
    onConnect: async (client) => {
      client.on('notification', ({ channel }) => {
        if (channel === SESSION_CHANGES_CHANNEL) sessionChanges.changed();
      });
      await client.query(`listen ${SESSION_CHANGES_CHANNEL}`);
    },
  });
  // A connection that ended hears nothing more: a change another process commits while this one
  // has no connection would go unheard, so whatever was learned before is dropped.
  pool.on('remove', () => sessionChanges.changed());
  // An idle connection the server drops (a restart, a dropped test database) would otherwise be an
  // unhandled 'error' event that kills the process; the pool discards it and the next query reconnects.
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw new StartupError(
      `Cannot reach the database at DATABASE_URL (${describeUrl(url)}): ${reason(error)}`,
    );
  }
  return {
    db: drizzlePg(pool, { schema }),
    kind: 'postgres',
    pool,
    onSessionChanges: sessionChanges.listen,
    close: () => pool.end(),
  };
}

async function openPglite(dir: string | undefined, dump: Blob | undefined): Promise<Database> {
  if (dir) ensureWritableDir(dir);
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dir ? { dataDir: dir } : {}),
      ...(dump ? { loadDataDir: dump } : {}),
      extensions: pgliteExtensions,
    });
  } catch (error) {
    throw new StartupError(
      `Cannot open the embedded database in ${dir ?? 'memory'}: ${reason(error)}`,
    );
  }
  const sessionChanges = sessionChangeFeed();
  // One connection, in this process: its notices arrive before the query that caused them returns.
  await client.listen(SESSION_CHANGES_CHANNEL, sessionChanges.changed);
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    onSessionChanges: sessionChanges.listen,
    close: () => client.close(),
  };
}

/** Creates `dir` if missing and proves the process may write there. */
export function ensureWritableDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    throw new StartupError(`DATA_DIR is not writable: cannot write to ${dir} (${reason(error)})`);
  }
}

export const pgliteDirIn = (dataDir: string) => join(dataDir, 'pglite');

// Never print a password from the URL.
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'unparsable URL';
  }
}

function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.message;
  return String(error);
}
