import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { StartupError, type Database, type Db } from './database';
import { lockDataDir } from './dataDirLock';
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
    db: drizzlePg(pool),
    kind: 'postgres',
    pool,
    onSessionChanges: sessionChanges.listen,
    startupLock: (work) => withAdvisoryLock(url, work),
    close: () => pool.end(),
  };
}

// docs/operations.md#migrations: any number of processes may start at once on one database; the
// first to take this lock migrates and seeds, the others wait and then find nothing left to do.
const STARTUP_LOCK_KEY = 7_261_004_355;

/**
 * `work` on a connection of its own that holds the start-up lock: without the pool's time limits,
 * since a migration on a large database may rightly take minutes. The lock goes with the session,
 * so a process killed while migrating frees it.
 */
async function withAdvisoryLock<T>(url: string, work: (db: Db) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, options: '-c jit=off' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work(drizzlePg(client));
  } finally {
    await client.end();
  }
}

async function openPglite(dir: string | undefined, dump: Blob | undefined): Promise<Database> {
  const unlock = dir ? await lockDataDir(dir) : async () => undefined;
  let client: PGlite;
  try {
    client = await openPgliteClient(dir, dump);
  } catch (error) {
    await unlock();
    throw error;
  }
  const sessionChanges = sessionChangeFeed();
  // One connection, in this process: its notices arrive before the query that caused them returns.
  await client.listen(SESSION_CHANGES_CHANNEL, sessionChanges.changed);
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    onSessionChanges: sessionChanges.listen,
    // The data folder's lock is this process's for as long as it is open: nobody else migrates.
    startupLock: (work) => work(db),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

/**
 * PGlite on `dir` (in memory when absent) with the portal's extensions, for a caller that already
 * holds the folder's lock (`lockDataDir`): the backup takes it before opening and keeps it after.
 * @example const client = await openPgliteClient(pgliteDirIn(dataDir));
 */
export async function openPgliteClient(dir?: string, dump?: Blob): Promise<PGlite> {
  try {
    return await PGlite.create({
      ...(dir ? { dataDir: dir } : {}),
      ...(dump ? { loadDataDir: dump } : {}),
      extensions: pgliteExtensions,
    });
  } catch (error) {
    throw new StartupError(
      `Cannot open the embedded database in ${dir ?? 'memory'}: ${reason(error)}`,
    );
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
