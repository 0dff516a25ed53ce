import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config';
import { lockDataDir } from '../db/dataDirLock';
import { knownMigrationCount } from '../db/migrate';
import { pgliteDirIn } from '../db/openDatabase';
import { ensureWritableDir } from '../db/writableDir';
import { readManifest, unpackArchive } from './backupArchive';
import { BackupError, POSTGRES_DUMP_NAME, type BackupManifest } from './backupManifest';
import { ensureEmptyPostgres, restorePostgres } from './postgresBackup';

/**
 * `npm run restore`: puts an archive of `npm run backup` back, into an empty DATA_DIR and, for a
 * PostgreSQL backup, the empty database at DATABASE_URL (docs/operations.md#backups-and-restore).
 * Nothing is ever overwritten; a restore that fails leaves both empty again.
 * @example const manifest = await restoreBackup(loadConfig(process.env), 'trophy-portal.tar.gz');
 */
export async function restoreBackup(config: AppConfig, archive: string): Promise<BackupManifest> {
  const manifest = await readManifest(archive);
  const known = knownMigrationCount();
  if (manifest.migrations > known) {
    throw new BackupError(
      `${archive} comes from a newer portal (${manifest.portalVersion}, ${manifest.migrations} migrations; this one knows ${known}): restore it with that version`,
    );
  }
  if (manifest.database === 'postgres' && !config.DATABASE_URL) {
    throw new BackupError(
      `${archive} holds a PostgreSQL database: set DATABASE_URL to a new, empty database to restore it into`,
    );
  }
  if (manifest.database === 'pglite' && config.DATABASE_URL) {
    throw new BackupError(
      `${archive} holds the embedded database: unset DATABASE_URL to restore it into DATA_DIR`,
    );
  }
  ensureEmptyDir(config.DATA_DIR);
  if (config.DATABASE_URL) await ensureEmptyPostgres(config.DATABASE_URL);
  ensureWritableDir(config.DATA_DIR);
  // No portal may open the embedded database while it is being put in place.
  const unlock = config.DATABASE_URL
    ? async () => undefined
    : await lockDataDir(pgliteDirIn(config.DATA_DIR));
  try {
    await unpackArchive(archive, config.DATA_DIR);
    if (config.DATABASE_URL) {
      const dump = join(config.DATA_DIR, POSTGRES_DUMP_NAME);
      await restorePostgres(config.DATABASE_URL, dump);
      rmSync(dump);
    }
  } catch (error) {
    for (const entry of readdirSync(config.DATA_DIR)) {
      rmSync(join(config.DATA_DIR, entry), { recursive: true, force: true });
    }
    throw error;
  } finally {
    await unlock();
  }
  return manifest;
}

function ensureEmptyDir(dir: string): void {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code ?? String(error);
    if (why === 'ENOENT') return;
    throw new BackupError(`Cannot read DATA_DIR (${dir}): ${why}`);
  }
  if (entries.length > 0) {
    throw new BackupError(
      `DATA_DIR (${dir}) is not empty: a restore never overwrites, so it goes into an empty folder`,
    );
  }
}
