import { eq } from 'drizzle-orm';
import { buffer } from 'node:stream/consumers';
import type { Db } from '../db/database';
import { fileBlobs, files } from '../db/schema/files';
import { blobKey, type FileStorage } from './fileStorage';

/** A stored file's bytes with the hash and type they were stored under. */
export interface StoredFile {
  sha256: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * A file's bytes for the server's own use (the studio's logo on a quote PDF), read whole: for
 * small files only. Undefined when no such file is stored.
 * @example const logo = await storedFile(app.db, app.files.storage, settings.logoFileId);
 */
export async function storedFile(
  db: Db,
  storage: FileStorage,
  fileId: string,
): Promise<StoredFile | undefined> {
  const [file] = await db
    .select({ sha256: fileBlobs.sha256, contentType: fileBlobs.contentType })
    .from(files)
    .innerJoin(fileBlobs, eq(fileBlobs.sha256, files.sha256))
    .where(eq(files.id, fileId));
  if (!file) return undefined;
  return { ...file, bytes: new Uint8Array(await buffer(await storage.read(blobKey(file.sha256)))) };
}
