import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AppConfig } from '../config';
import { pgliteDirIn } from '../db/openDatabase';
import { TEMP_PREFIX, filesDirIn } from '../files/public';
import { RELEASE } from '../../shared/release';
import { packArchive } from './backupArchive';
import {
  BackupError,
  MANIFEST_NAME,
  type ArchivePart,
  type BackupManifest,
  type DatabaseCopy,
} from './backupManifest';
import { withStoppedPglite } from './pgliteBackup';
import { dumpPostgres } from './postgresBackup';

const S3_NOTE =
  'The files are in the S3 bucket, not in this archive: back the bucket up with its own versioning or replication';

/**
 * `npm run backup`: one archive at `archive` of the database and of DATA_DIR/files, behind a
 * manifest (docs/operations.md#backups-and-restore). It is written beside its final name and
 * renamed once whole, so a failed backup leaves nothing that looks like one.
 * @example const manifest = await writeBackup(loadConfig(process.env), 'trophy-portal.tar.gz');
 */
export async function writeBackup(config: AppConfig, archive: string): Promise<BackupManifest> {
  if (existsSync(archive)) {
    throw new BackupError(`${archive} exists already: a backup never overwrites a file`);
  }
  const staging = stagingDirBeside(archive);
  try {
    const pack = async (database: DatabaseCopy) => {
      const manifest: BackupManifest = {
        format: 1,
        portalVersion: RELEASE,
        createdAt: new Date().toISOString(),
        database: database.kind,
        migrations: database.migrations,
        files: config.S3_BUCKET
          ? { storage: 's3', bucket: config.S3_BUCKET, note: S3_NOTE }
          : { storage: 'archive' },
      };
      const manifestFile = join(staging, MANIFEST_NAME);
      writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
      const files = filesDirIn(config.DATA_DIR);
      const parts: ArchivePart[] = [
        { name: MANIFEST_NAME, path: manifestFile },
        database.part,
        ...(!config.S3_BUCKET && existsSync(files) ? [{ name: 'files', path: files }] : []),
      ];
      const partial = join(staging, 'archive.tar.gz');
      // Uploads in flight or abandoned: the orphan sweep removes them (docs/files.md).
      const temporaries = `files/${TEMP_PREFIX}`;
      await packArchive(partial, parts, (name) => `${name}/`.startsWith(temporaries));
      renameSync(partial, archive);
      return manifest;
    };
    return config.DATABASE_URL
      ? await pack(await dumpPostgres(config.DATABASE_URL, staging))
      : await withStoppedPglite(pgliteDirIn(config.DATA_DIR), pack);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

// Beside the archive, on its disk: a dump may be as large as the database, and /tmp is often small.
function stagingDirBeside(archive: string): string {
  try {
    return mkdtempSync(join(dirname(archive), '.trophy-backup-'));
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new BackupError(`Cannot write the backup in ${dirname(archive)} (${why})`);
  }
}
