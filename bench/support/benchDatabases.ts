import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../../src/server/db/pgliteExtensions';
import { hashPassword } from '../../src/server/auth/password';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase, pgliteDirIn } from '../../src/server/db/openDatabase';
import { BENCH_PASSWORD, type BenchDatabase } from './targets';

/** Runs SQL text with several statements (pg's simple protocol, or PGlite's exec). */
export type Exec = (statements: string) => Promise<unknown>;
/** Runs one query and returns its rows. */
export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
/** Fills a migrated, empty database; every account it makes has BENCH_PASSWORD (`passwordHash`). */
export type Seed = (exec: Exec, query: Query, passwordHash: string) => Promise<void>;

export const BENCH_SERVER_URL =
  process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface SeededDatabase {
  database: BenchDatabase;
  drop(): Promise<void>;
}

/**
 * A fresh database of its own (never the server's `test` database itself), migrated with the
 * portal's migrations and filled by `seed`; drop() removes it again.
 * @example const { database, drop } = await createSeededDatabase('postgres', (exec, query, hash) => seedBench(exec, query, shapeOf(10_000), hash));
 */
export async function createSeededDatabase(
  kind: BenchDatabase['kind'],
  seed: Seed,
): Promise<SeededDatabase> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const created = await createMigratedDatabase(kind);
  try {
    await (created.database.kind === 'postgres'
      ? seedPostgres(created.database.url, seed, passwordHash)
      : seedPglite(created.database.pgliteDir, seed, passwordHash));
  } catch (error) {
    await created.drop();
    throw error;
  }
  return created;
}

/**
 * A fresh, migrated and empty database of its own, for a bench that seeds it through the portal's
 * own code (bench/tls); drop() removes it again.
 * @example const { database, drop } = await createMigratedDatabase('pglite');
 */
export async function createMigratedDatabase(kind: BenchDatabase['kind']): Promise<SeededDatabase> {
  const created = kind === 'postgres' ? await newPostgres() : newPglite();
  try {
    const migrated = await openBenchDatabase(created.database);
    await migrate(migrated);
    await migrated.close();
  } catch (error) {
    await created.drop();
    throw error;
  }
  return created;
}

/**
 * The portal's own connection (drizzle) to a bench database.
 * @example const opened = await openBenchDatabase(database); await seed(opened); await opened.close();
 */
export const openBenchDatabase = (database: BenchDatabase) =>
  openDatabase(
    database.kind === 'postgres'
      ? { databaseUrl: database.url }
      : { pgliteDir: database.pgliteDir },
  );

async function newPostgres(): Promise<SeededDatabase> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

function newPglite(): SeededDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  return {
    database: { kind: 'pglite', dataDir, pgliteDir: pgliteDirIn(dataDir) },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function seedPostgres(url: string, seed: Seed, passwordHash: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set maintenance_work_mem = 262144'); // 256 MB for the index builds
    await seed(
      (statements) => client.query(statements),
      async (text, params) => (await client.query(text, params)).rows,
      passwordHash,
    );
  } finally {
    await client.end();
  }
}

async function seedPglite(pgliteDir: string, seed: Seed, passwordHash: string): Promise<void> {
  const lite = await PGlite.create({ dataDir: pgliteDir, extensions: pgliteExtensions });
  try {
    await seed(
      (statements) => lite.exec(statements),
      async (text, params) => (await lite.query<Record<string, unknown>>(text, params)).rows,
      passwordHash,
    );
  } finally {
    await lite.close();
  }
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
