import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SessionChangeListener } from './sessionChanges';

/** Drizzle over PGlite or node-postgres: both speak the same SQL and schema. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** What node-postgres's pool says of its connections (docs/settings.md#metrics). */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool; PGlite has none. */
  pool?: PoolCounts;
  /**
   * Calls `listener` when a committed statement changed users or session families, before the
   * call that committed it returns, and whenever a notice may have been missed; answers a function
   * that stops it (docs/sessions.md#the-session-cache).
   */
  onSessionChanges(listener: SessionChangeListener): () => void;
  /**
   * Runs `work` while no other process of the portal migrates or seeds this database
   * (docs/operations.md#migrations), on a database handle of its own without query time limits.
   */
  startupLock<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Refused start-up: main prints the message as one line, without a stack trace. */
export class StartupError extends Error {}

/**
 * The rows of a raw `db.execute`: both drivers answer with `rows`, which the Db type that covers
 * both cannot say.
 * @example const [row] = rowsOf<{ n: number }>(await db.execute(sql`select 1 as n`));
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
