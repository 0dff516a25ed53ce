import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { openDatabase } from '../../../src/server/db/openDatabase';
import { readBatch } from '../../../src/features/tls-exports/server/batchReads';

// docs/tls-export.md#batches: the migration that brought jobs, on a database that already holds a
// batch made the old way (in one call, its file written when it was recorded): that batch is done.
const migrations = fileURLToPath(new URL('../../../src/server/db/migrations', import.meta.url));
const JOBS_MIGRATION = '0033_jobs';
const before = mkdtempSync(join(tmpdir(), 'trophy-before-jobs-'));
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(before, { recursive: true, force: true });
});

/** The migrations as they were before jobs: the folder without the jobs migration and those after. */
function migrationsBeforeJobs(): string {
  cpSync(migrations, before, { recursive: true });
  const journalFile = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === JOBS_MIGRATION);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalFile, JSON.stringify(journal));
  return before;
}

describe('a batch made before jobs', () => {
  it('reads done, with its file, once the database is migrated', async () => {
    database = await openDatabase({});
    const db = database.db;
    await migratePglite(db as PgliteDatabase, {
      migrationsFolder: migrationsBeforeJobs(),
    });
    const { rows } = (await db.execute(sql`
      with admin as (
        insert into users (email, password_hash, first_name, last_name, roles)
        values ('old@example.com', 'x', 'Old', 'Batch', '{admin}') returning id
      )
      insert into tls_exports (created_by_id, order_count, line_count, file_key, file_size, checksum_sha256)
      select id, 2, 3, 'tls-exports/old.zip', 512, ${'ab'.repeat(32)} from admin
      returning id`)) as { rows: { id: string }[] };

    await migrate(database);

    expect(await readBatch(db, rows[0]!.id)).toMatchObject({
      status: 'done',
      progress: { done: 2, total: 2 },
      error: null,
      orderCount: 2,
      lineCount: 3,
      fileSize: 512,
      checksumSha256: 'ab'.repeat(32),
    });
  });
});
