import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, pgliteDirIn } from '../../src/server/db/openDatabase';
import { adminQuery, databaseUrl } from './databaseTemplates';

// The demo data for a portal in a process of its own (runMain), copied from the API tests' seeded
// template where one fits: a copy starts in seconds, a first start migrates and seeds for ten.

/**
 * A new DATA_DIR for a portal on the embedded database with the demo data. When the API tests run
 * on PGlite, its database is a copy of their seeded template; on PostgreSQL there is no PGlite
 * template, and the folder is empty: the portal's first start (SEED_DEMO=true, as runMain starts
 * it) migrates and seeds it. The caller removes it.
 * @example const dataDir = await demoDataDir(); const main = runMain({ PORT: '0', DATA_DIR: dataDir });
 */
export async function demoDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trophy-demo-'));
  if (process.env.TEST_DATABASE_URL) return dataDir;
  const dump = new Blob([readFileSync(inject('databaseTemplates').seeded)]);
  const database = await openDatabase({ pgliteDir: pgliteDirIn(dataDir), pgliteDump: dump });
  await database.close();
  return dataDir;
}

/**
 * The settings of a portal with the demo data on what the API tests run on: PGlite in a new
 * DATA_DIR, or a new PostgreSQL database (and a DATA_DIR), each a copy of the seeded template.
 * @example const demo = await demoPortalEnv(); runMain({ PORT: '0', ...demo.env }); await demo.remove();
 */
export async function demoPortalEnv(): Promise<{
  env: Record<string, string>;
  remove(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const dataDir = serverUrl ? mkdtempSync(join(tmpdir(), 'trophy-demo-')) : await demoDataDir();
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) return { env: { DATA_DIR: dataDir }, remove: removeDir };
  const name = `trophy_demo_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    serverUrl,
    `create database ${name} template ${inject('databaseTemplates').seeded}`,
  );
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(serverUrl, name) },
    remove: async () => {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      await removeDir();
    },
  };
}
