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
import { BENCH_PASSWORD, type Shape } from './benchIds';
import { seedBench } from './seedBench';
import type { BenchDatabase } from './targets';

export const BENCH_SERVER_URL =
  process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface SeededDatabase {
  database: BenchDatabase;
  drop(): Promise<void>;
}

/**
 * A fresh database of its own (never the server's `test` database itself), migrated with the
 * portal's migrations and seeded; drop() removes it again.
 * @example const { database, drop } = await createSeededDatabase('postgres', shapeOf(10_000));
 */
export async function createSeededDatabase(
  kind: BenchDatabase['kind'],
  shape: Shape,
): Promise<SeededDatabase> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  return kind === 'postgres'
    ? seededPostgres(shape, passwordHash)
    : seededPglite(shape, passwordHash);
}

async function seededPostgres(shape: Shape, passwordHash: string): Promise<SeededDatabase> {
  const name = `orders_bench_${randomBytes(4).toString('hex')}`;
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
      await seedBench(
        (statements) => client.query(statements),
        async (text, params) => (await client.query(text, params)).rows,
        shape,
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

async function seededPglite(shape: Shape, passwordHash: string): Promise<SeededDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'orders-bench-'));
  const pgliteDir = pgliteDirIn(dataDir);
  const drop = async () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const migrated = await openDatabase({ pgliteDir });
    await migrate(migrated);
    await migrated.close();
    const lite = await PGlite.create({ dataDir: pgliteDir, extensions: pgliteExtensions });
    try {
      await seedBench(
        (statements) => lite.exec(statements),
        async (text, params) => (await lite.query<Record<string, unknown>>(text, params)).rows,
        shape,
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
