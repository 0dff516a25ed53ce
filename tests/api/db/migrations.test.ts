import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { knownMigrationCount } from '../../../src/server/db/migrate';
import { adminQuery, databaseUrl } from '../../support/databaseTemplates';
import { runEntry } from '../../support/runEntry';
import { runMain } from '../../support/runMain';
import { tempDirs } from '../../support/tempDirs';

// docs/operations.md#migrations: the schema is made once however many processes start together.
const serverUrl = process.env.TEST_DATABASE_URL;
const migrationCount = knownMigrationCount();
const tempDir = tempDirs('trophy-migrate-');

const runMigrate = (env: Record<string, string>) => runEntry('src/server/db/migrateMain.ts', env);

describe('npm run migrate (src/server/db/migrateMain.ts)', () => {
  it('applies every migration on an empty embedded database, then finds nothing left to do', async () => {
    const env = { DATA_DIR: tempDir() };
    const first = await runMigrate(env);
    expect(first).toEqual({
      code: 0,
      output: `Migrations done: ${migrationCount} applied, the database is up to date\n`,
    });
    const again = await runMigrate(env);
    expect(again.output).toBe('Migrations done: 0 applied, the database is up to date\n');
  }, 60_000);

  it('refuses, with one line, an embedded database another live process holds', async () => {
    const dataDir = tempDir();
    // The test's own parent is alive and is not the migrating process.
    const holder = { pid: process.ppid, host: hostname() };
    writeFileSync(join(dataDir, 'pglite.lock'), JSON.stringify(holder));
    const refused = await runMigrate({ DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toBe(
      `Migrations failed: The embedded database in ${join(dataDir, 'pglite')} is in use by process ${holder.pid}: one process at a time serves it (use PostgreSQL for more)\n`,
    );
  }, 30_000);
});

describe.skipIf(!serverUrl)(
  'four processes starting at once on an empty PostgreSQL database',
  () => {
    const name = `trophy_migrate_${randomBytes(6).toString('hex')}`;
    afterAll(() => adminQuery(serverUrl!, `drop database if exists ${name} with (force)`));

    it('all serve, and each migration was applied once', async () => {
      await adminQuery(serverUrl!, `create database ${name}`);
      const url = databaseUrl(serverUrl!, name);
      const dataDir = tempDir();
      const starts = Array.from({ length: 4 }, () =>
        runMain({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: url }),
      );
      try {
        const urls = await Promise.all(starts.map((start) => start.ready));
        const answers = await Promise.all(urls.map((at) => fetch(`${at}/api/health`)));
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      } finally {
        starts.forEach((start) => start.child.kill('SIGTERM'));
        await Promise.all(starts.map((start) => start.exited));
      }
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const applied = await client.query<{ hash: string; times: number }>(
        'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
      );
      await client.end();
      expect(applied.rows).toHaveLength(migrationCount);
      expect(applied.rows.every((row) => row.times === 1)).toBe(true);
    }, 120_000);
  },
);
