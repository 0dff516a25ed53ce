import { resolve } from 'node:path';
import { runCommand } from '../commandLine';
import { loadConfig } from '../config';
import { BackupError } from './backupManifest';
import { describeManifest } from './describeManifest';
import { restoreBackup } from './restoreBackup';

// `npm run restore -- <archive>` (docs/operations.md#backups-and-restore).
await runCommand('Restore failed', async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1) throw new BackupError('Usage: npm run restore -- <archive>');
  const config = loadConfig(process.env);
  const archive = resolve(args[0]!);
  const manifest = await restoreBackup(config, archive);
  const where = config.DATABASE_URL ? 'DATABASE_URL and DATA_DIR' : 'DATA_DIR';
  // docs/operations.md#backups-and-restore: restore does not move files between storages.
  const elsewhere =
    manifest.files.storage === 'archive' && config.S3_BUCKET
      ? '; S3_BUCKET is set, so the portal reads files from the bucket: copy DATA_DIR/files into it'
      : '';
  return `Restored ${archive} into ${where}: ${describeManifest(manifest)}; the next start applies any newer migrations${elsewhere}`;
});
