import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, pgliteDirIn } from '../../src/server/db/openDatabase';
import { adminQuery, databaseUrl, type DatabaseTemplates } from './databaseTemplates';

/**
 * For a test file that runs the portal in child processes (runMain) and kills them: a data dir of
 * its own with PGlite in it, or a fresh database on TEST_DATABASE_URL's server when that is set;
 * `env` starts a process on it, `target` opens it in the test (openDatabase) while none runs.
 * With `from`, the database starts as a copy of the run's template (the demo data, without the
 * demo's files), so no first process needs to seed it. Both are removed after the file.
 * @example const { env, target, kind } = useMainDataDir('trophy-kill-');
 */
export function useMainDataDir(prefix: string, from?: keyof DatabaseTemplates) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const databaseName = `trophy_main_${randomBytes(6).toString('hex')}`;
  const target = serverUrl
    ? { databaseUrl: databaseUrl(serverUrl, databaseName) }
    : { pgliteDir: pgliteDirIn(dataDir) };
  const env: Record<string, string> = {
    PORT: '0',
    DATA_DIR: dataDir,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  };
  beforeAll(async () => {
    const template = from && inject('databaseTemplates')[from];
    if (serverUrl) {
      const copy = template ? ` template ${template}` : '';
      await adminQuery(serverUrl, `create database ${databaseName}${copy}`);
    } else if (template) {
      const pgliteDump = new Blob([await readFile(template)]);
      await (await openDatabase({ ...target, pgliteDump })).close();
    }
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl)
      await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
  });
  return { dataDir, env, target, kind: serverUrl ? 'PostgreSQL' : 'PGlite in DATA_DIR' };
}
