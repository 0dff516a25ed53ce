import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { DataDirInUseError, lockDataDir } from '../db/dataDirLock';
import { appliedMigrationCount } from '../db/migrate';
import { openPgliteClient } from '../db/openDatabase';
import { BackupError, type DatabaseCopy } from './backupManifest';

/**
 * Runs `work` on the embedded database's folder while this process holds it: PGlite's files are
 * consistent only while nobody has them open (docs/operations.md#backups-and-restore). A live
 * portal's lock is refused; otherwise the folder is locked, opened and closed once (which finishes
 * what a killed process left half-written), and stays locked until `work` is done.
 * @example await withStoppedPglite(pgliteDirIn(dataDir), (copy) => packArchive(file, [copy.part]));
 */
export async function withStoppedPglite<T>(
  dir: string,
  work: (copy: DatabaseCopy) => Promise<T>,
): Promise<T> {
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no embedded database in ${dir}: is DATA_DIR the portal's? (with PostgreSQL, set DATABASE_URL)`,
    );
  }
  const unlock = await lockDataDir(dir).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    const { pid, host } = error.owner;
    throw new BackupError(
      `The portal (process ${pid} on ${host}) holds the embedded database in ${dir}: stop it first, or run PostgreSQL for backups while it serves`,
    );
  });
  try {
    const client = await openPgliteClient(dir);
    let migrations: number;
    try {
      migrations = await appliedMigrationCount(drizzle(client));
    } finally {
      await client.close();
    }
    return await work({ kind: 'pglite', migrations, part: { name: 'pglite', path: dir } });
  } finally {
    await unlock();
  }
}
