import { mkdirSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { runCommand } from '../commandLine';
import { loadConfig } from '../config';
import { BackupError } from './backupManifest';
import { describeManifest } from './describeManifest';
import { writeBackup } from './writeBackup';

// `npm run backup [-- <file or folder>]` (docs/operations.md#backups-and-restore): without a file
// name, trophy-portal-<date>.tar.gz in the current folder, or in the folder given.
await runCommand('Backup failed', async () => {
  const args = process.argv.slice(2);
  if (args.length > 1) throw new BackupError('Usage: npm run backup [-- <file or folder>]');
  const config = loadConfig(process.env);
  const archive = archivePath(args[0] ?? '.');
  const started = Date.now();
  const manifest = await writeBackup(config, archive);
  const megabytes = (statSync(archive).size / 2 ** 20).toFixed(1);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return `Backup written: ${archive} (${megabytes} MB in ${seconds} s): ${describeManifest(manifest)}`;
});

// A name that ends with a slash is a folder, made if missing (`npm run backup -- /data/backups/`).
function archivePath(given: string): string {
  const isFolder = given.endsWith(sep) || statSync(given, { throwIfNoEntry: false })?.isDirectory();
  if (!isFolder) return resolve(given);
  mkdirSync(given, { recursive: true });
  const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
  return resolve(join(given, `trophy-portal-${stamp}.tar.gz`));
}
