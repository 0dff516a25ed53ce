import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { fileBlobs, files } from '../db/schema/files';
import { blobKey, thumbnailKey, type FileStorage } from './fileStorage';

/**
 * docs/files.md "Deleting": removes a file record, and its bytes when no other record uses them.
 * A holder that lets go of a file (a document deleted, a photo replaced) calls this. The bytes go
 * while the blob row is locked, so an upload of the same bytes waits and then stores them afresh.
 * Answers whether there was such a record.
 * @example await releaseFile(app.db, app.files.storage, document.fileId);
 */
export async function releaseFile(db: Db, storage: FileStorage, fileId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .delete(files)
      .where(eq(files.id, fileId))
      .returning({ sha256: files.sha256 });
    if (!file) return false;
    const { sha256 } = file;
    await tx.select().from(fileBlobs).where(eq(fileBlobs.sha256, sha256)).for('update');
    const [users] = await tx.select({ n: count() }).from(files).where(eq(files.sha256, sha256));
    if (users?.n) return true;
    await tx.delete(fileBlobs).where(eq(fileBlobs.sha256, sha256));
    await storage.remove(blobKey(sha256));
    await storage.remove(thumbnailKey(sha256));
    return true;
  });
}
