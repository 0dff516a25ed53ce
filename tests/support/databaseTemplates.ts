import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/openDatabase';
import { seedIfEmpty } from '../../src/server/db/seed/seed';

/** Where each test file copies its database from: PGlite dump files, or PostgreSQL templates. */
export interface DatabaseTemplates {
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * Vitest global setup of the API tests: migrates one database, and one more with the demo data,
 * once per run; every test file then starts from a copy (PGlite's initdb and migrations took 1-3 s
 * a file, a copy takes a fraction of that).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templates = serverUrl ? await postgresTemplates(serverUrl) : await pgliteTemplates();
  project.provide('databaseTemplates', templates.names);
  return templates.remove;
}

async function pgliteTemplates() {
  const dir = mkdtempSync(join(tmpdir(), 'trophy-test-templates-'));
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = async (name: keyof DatabaseTemplates) => {
    const file = join(dir, `${name}.tar`);
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  await migrate(database);
  const migrated = await dump('migrated');
  await seedIfEmpty(database.db, { demo: true });
  const names = { migrated, seeded: await dump('seeded') };
  await database.close();
  return { names, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgresTemplates(serverUrl: string) {
  const prefix = `trophy_tpl_${randomBytes(4).toString('hex')}`;
  const names = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  await adminQuery(serverUrl, `create database ${names.migrated}`);
  const migrated = await openDatabase({ databaseUrl: databaseUrl(serverUrl, names.migrated) });
  await migrate(migrated);
  await migrated.close();
  // A template may have no other connection while it is copied: fill the seeded one apart.
  await adminQuery(serverUrl, `create database ${names.seeded} template ${names.migrated}`);
  const seeded = await openDatabase({ databaseUrl: databaseUrl(serverUrl, names.seeded) });
  await seedIfEmpty(seeded.db, { demo: true });
  await seeded.close();
  return {
    names,
    remove: async () => {
      for (const name of Object.values(names)) {
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      }
    },
  };
}

/** The URL of another database on the server `serverUrl` names. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the server's maintenance connection (create or drop a database). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
