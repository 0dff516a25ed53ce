import { z } from 'zod';

/** The archive's first entry: what it holds, read before anything is restored. */
export const MANIFEST_NAME = 'manifest.json';
/** The PostgreSQL dump's name in the archive (pg_dump's custom format). */
export const POSTGRES_DUMP_NAME = 'postgres.dump';

// docs/operations.md#backups-and-restore: with S3_BUCKET set the files are not in the archive; the
// manifest says where they are, so whoever restores knows the bucket is restored on its own.
const filesSchema = z.discriminatedUnion('storage', [
  z.object({ storage: z.literal('archive') }),
  z.object({ storage: z.literal('s3'), bucket: z.string(), note: z.string() }),
]);

export const backupManifestSchema = z.object({
  format: z.literal(1),
  portalVersion: z.string(),
  createdAt: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  /** Migrations applied to the database when it was backed up. */
  migrations: z.number().int().nonnegative(),
  files: filesSchema,
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** A refused or failed backup or restore: the command prints the message as one line. */
export class BackupError extends Error {}

export interface ArchivePart {
  /** Its path in the archive. */
  name: string;
  /** The file or folder on disk it is read from. */
  path: string;
}

/** A database made ready for the archive by its kind's backup. */
export interface DatabaseCopy {
  kind: BackupManifest['database'];
  migrations: number;
  part: ArchivePart;
}
