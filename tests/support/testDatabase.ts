import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { openDatabase } from '../../src/server/db/openDatabase';
import { adminQuery, databaseUrl, type DatabaseTemplates } from './databaseTemplates';

/**
 * A fresh database for one test file, copied from the run's migrated template (with the demo data
 * when `from` is 'seeded'): PGlite in memory by default, or a new database on the PostgreSQL server
 * named by TEST_DATABASE_URL, dropped again by close().
 * @example const database = await createTestDatabase('seeded'); ...; await database.close();
 */
export async function createTestDatabase(
  from: keyof DatabaseTemplates = 'migrated',
): Promise<Database> {
  const template = inject('databaseTemplates')[from];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return openDatabase({ pgliteDump: new Blob([await readFile(template)]) });
  }
  const name = `trophy_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
