import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, pgliteDirIn } from '../../src/server/db/openDatabase';

/**
 * A new DATA_DIR for a portal on the embedded database with the demo data. When the API tests run
 * on PGlite, its database is a copy of their seeded template, so the portal starts in seconds; on
 * PostgreSQL there is no PGlite template, and the folder is empty: the portal's first start
 * (SEED_DEMO=true, as runMain starts it) migrates and seeds it. The caller removes it.
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
