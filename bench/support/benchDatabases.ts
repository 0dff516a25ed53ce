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
  return kind === 'postgres'
    ? seededPostgres(seed, passwordHash)
    : seededPglite(seed, passwordHash);
}

async function seededPostgres(seed: Seed, passwordHash: string): Promise<SeededDatabase> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  const drop = () => adminQuery(`drop database if exists ${name} with (force)`);
  try {
    const migrated = await openDatabase({ databaseUrl: url.toString() });
    await migrate(migrated);
    await migrated.close();
    const client = new pg.Client({ connectionString: url.toString() });
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
  } catch (error) {
    await drop();
    throw error;
  }
  return { database: { kind: 'postgres', url: url.toString() }, drop };
}

async function seededPglite(seed: Seed, passwordHash: string): Promise<SeededDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const pgliteDir = pgliteDirIn(dataDir);
  const drop = async () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const migrated = await openDatabase({ pgliteDir });
    await migrate(migrated);
    await migrated.close();
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
  } catch (error) {
    await drop();
    throw error;
  }
  return { database: { kind: 'pglite', dataDir, pgliteDir }, drop };
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
