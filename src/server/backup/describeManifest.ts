import type { BackupManifest } from './backupManifest';

/**
 * The manifest in a few words, for the log of a backup or a restore.
 * @example describeManifest(manifest); // 'portal 0.3.0 of 2026-11-28T...'
 */
export function describeManifest(manifest: BackupManifest): string {
  const database = manifest.database === 'pglite' ? 'embedded database' : 'PostgreSQL';
  const files =
    manifest.files.storage === 'archive'
      ? 'files included'
      : `files not included: ${manifest.files.note} (${manifest.files.bucket})`;
  return `portal ${manifest.portalVersion} of ${manifest.createdAt}, ${database} at ${manifest.migrations} migrations, ${files}`;
}
