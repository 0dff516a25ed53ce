import { eq } from 'drizzle-orm';
import { buffer } from 'node:stream/consumers';
import type { Db } from '../db/database';
import { fileBlobs, files } from '../db/schema/files';
import { blobKey, thumbnailKey, type FileStorage } from './fileStorage';

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

/**
 * An image's thumbnail (JPEG, at most 480 px a side) for the server's own use (a photo on a packing
 * list, docs/crates-and-shipments.md#packing-list); undefined for a file without one.
 * @example const photo = await storedThumbnail(app.db, app.files.storage, photo.fileId);
 */
export async function storedThumbnail(
  db: Db,
  storage: FileStorage,
  fileId: string,
): Promise<Pick<StoredFile, 'sha256' | 'bytes'> | undefined> {
  const [file] = await db
    .select({ sha256: fileBlobs.sha256, hasThumbnail: fileBlobs.hasThumbnail })
    .from(files)
    .innerJoin(fileBlobs, eq(fileBlobs.sha256, files.sha256))
    .where(eq(files.id, fileId));
  if (!file?.hasThumbnail) return undefined;
  const bytes = new Uint8Array(await buffer(await storage.read(thumbnailKey(file.sha256))));
  return { sha256: file.sha256, bytes };
}
