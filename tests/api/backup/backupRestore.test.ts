import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, pgliteDirIn } from '../../../src/server/db/openDatabase';
import { adminQuery, databaseUrl } from '../../support/databaseTemplates';
import { useMainDataDir } from '../../support/mainDataDir';
import { runEntry } from '../../support/runEntry';
import { runMain } from '../../support/runMain';
import { signInOverHttp } from '../../support/signInOverHttp';
import { uploadOverHttp } from '../../support/uploadOverHttp';
import { pdfBytes } from '../files/fileSamples';
import { tempDirs } from '../../support/tempDirs';

// docs/operations.md#backups-and-restore: one archive of the database and the files, put back into
// an empty DATA_DIR (and an empty PostgreSQL database), and the portal started there serves them.
const BACKUP = 'src/server/backup/backupMain.ts';
const RESTORE = 'src/server/backup/restoreMain.ts';
const serverUrl = process.env.TEST_DATABASE_URL;
const LIAISON = 'liaison@example.com';

const tempDir = tempDirs('trophy-backup-');

/**
 * A DATA_DIR whose embedded database holds the demo data: a copy of the seeded template when the
 * API tests run on PGlite; on PostgreSQL there is no PGlite template, and the portal's first start
 * (SEED_DEMO=true, as runMain starts it) migrates and seeds it.
 */
async function embeddedDemoDataDir(): Promise<string> {
  const dataDir = tempDir();
  if (serverUrl) return dataDir;
  const pgliteDump = new Blob([readFileSync(inject('databaseTemplates').seeded)]);
  await (await openDatabase({ pgliteDir: pgliteDirIn(dataDir), pgliteDump })).close();
  return dataDir;
}

/** Uploads a PDF as the liaison: answers its id and bytes. */
async function uploadProof(url: string): Promise<{ id: string; bytes: Buffer }> {
  const bytes = pdfBytes(`export permit ${randomBytes(4).toString('hex')}`);
  return { id: await uploadOverHttp(url, await signInOverHttp(url, LIAISON), bytes), bytes };
}

/** The portal on `env`, as the liaison sees it: the demo orders and the file `id`'s bytes. */
async function liaisonFinds(env: Record<string, string>, id: string) {
  const portal = runMain({ PORT: '0', HOST: '127.0.0.1', ...env });
  try {
    const url = await portal.ready;
    const { cookie } = await signInOverHttp(url, LIAISON);
    const orders = await fetch(`${url}/api/orders`, { headers: { cookie } });
    const file = await fetch(`${url}/api/files/${id}`, { headers: { cookie } });
    return {
      orders: ((await orders.json()) as unknown[]).length,
      file: Buffer.from(await file.arrayBuffer()),
    };
  } finally {
    portal.child.kill('SIGTERM');
    await portal.exited;
  }
}

describe('npm run backup and npm run restore with the embedded database', () => {
  it('refuse while the portal holds it; once stopped, its users, orders and files come back in a new DATA_DIR', async () => {
    const dataDir = await embeddedDemoDataDir();
    const portal = runMain({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    const stored = await uploadProof(await portal.ready);
    const archive = join(tempDir(), 'portal.tar.gz');

    const refused = await runEntry(BACKUP, { DATA_DIR: dataDir }, [archive]);
    expect(refused).toEqual({
      code: 1,
      output: `Backup failed: The portal (process ${portal.child.pid} on ${hostname()}) holds the embedded database in ${join(dataDir, 'pglite')}: stop it first, or run PostgreSQL for backups while it serves\n`,
    });
    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);

    const backup = await runEntry(BACKUP, { DATA_DIR: dataDir }, [archive]);
    expect(backup.code).toBe(0);
    expect(backup.output).toMatch(/embedded database at \d+ migrations, files included\n$/);

    const restored = join(tempDir(), 'data');
    expect((await runEntry(RESTORE, { DATA_DIR: restored }, [archive])).code).toBe(0);
    const again = await runEntry(RESTORE, { DATA_DIR: restored }, [archive]);
    expect(again).toEqual({
      code: 1,
      output: `Restore failed: DATA_DIR (${restored}) is not empty: a restore never overwrites, so it goes into an empty folder\n`,
    });

    const found = await liaisonFinds({ DATA_DIR: restored }, stored.id);
    expect(found.orders).toBeGreaterThan(0);
    expect(found.file).toEqual(stored.bytes);
    // Three portal starts, a backup and a restore, each a process compiling the sources: about 40 s
    // alone on two cores, and over 60 s beside the rest of the API tests.
  }, 120_000);
});

describe.skipIf(!serverUrl)('npm run backup and npm run restore with PostgreSQL', () => {
  const source = useMainDataDir('trophy-backup-', 'seeded');
  const target = `trophy_restore_${randomBytes(6).toString('hex')}`;
  afterAll(() => adminQuery(serverUrl!, `drop database if exists ${target} with (force)`));

  it('backs up while the portal serves, and restores into an empty database only', async () => {
    await adminQuery(serverUrl!, `create database ${target}`);
    const targetEnv = {
      DATA_DIR: join(tempDir(), 'data'),
      DATABASE_URL: databaseUrl(serverUrl!, target),
    };
    const archive = join(tempDir(), 'portal.tar.gz');

    const portal = runMain({ ...source.env, HOST: '127.0.0.1' });
    try {
      const stored = await uploadProof(await portal.ready);
      const backup = await runEntry(BACKUP, source.env, [archive]);
      expect(backup.output).toMatch(/PostgreSQL at \d+ migrations, files included\n$/);

      const intoUsed = await runEntry(
        RESTORE,
        { ...targetEnv, DATABASE_URL: source.env.DATABASE_URL! },
        [archive],
      );
      expect(intoUsed.code).toBe(1);
      expect(intoUsed.output).toMatch(
        /^Restore failed: The database at DATABASE_URL is not empty \(\d+ tables\)/,
      );

      expect((await runEntry(RESTORE, targetEnv, [archive])).code).toBe(0);
      const found = await liaisonFinds(targetEnv, stored.id);
      expect(found.orders).toBeGreaterThan(0);
      expect(found.file).toEqual(stored.bytes);
    } finally {
      portal.child.kill('SIGTERM');
      await portal.exited;
    }
    // pg_dump leaves out what a migration changed on pg_trgm's own function: the restore redoes it.
    const client = new pg.Client({ connectionString: targetEnv.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ procost: number }>(
      `select procost from pg_proc where proname = 'similarity_op'`,
    );
    await client.end();
    expect(rows).toEqual([{ procost: 30 }]);
  }, 60_000);
});
