import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { fileBlobs, files } from '../db/schema/files';
import { blobKey, thumbnailKey, type FileStorage } from './fileStorage';
import type { PreparedUpload } from './uprightImage';

/** The record an upload asks for: its id (maybe the client's), name and uploader. */
export interface NewFile {
  id: string;
  name: string;
  uploadedBy: string;
}

/** Another upload took this id first (an offline retry racing itself); nothing was stored. */
export class FileIdTaken extends Error {}

/**
 * docs/files.md "Dedupe": records the file and, when its bytes are new, moves them from their
 * temporary key into place, in one transaction. Known bytes keep their blob and the temporaries go.
 * The move happens before the commit, so a failed commit leaves at most a blob no row names
 * (reused by the next upload of the same bytes), never a row without its bytes.
 * @example await commitUpload(app.db, storage, { id, name, uploadedBy }, prepared);
 */
export async function commitUpload(
  db: Db,
  storage: FileStorage,
  file: NewFile,
  upload: PreparedUpload,
): Promise<void> {
  const { sha256 } = upload;
  await db.transaction(async (tx) => {
    const created = await claimBlob(tx, {
      sha256,
      size: upload.size,
      contentType: upload.contentType,
      hasThumbnail: upload.thumbnailKey !== undefined,
    });
    const [inserted] = await tx
      .insert(files)
      .values({ ...file, sha256 })
      .onConflictDoNothing()
      .returning({ id: files.id });
    if (!inserted) throw new FileIdTaken();
    if (!created) return;
    await storage.move(upload.key, blobKey(sha256));
    if (upload.thumbnailKey) await storage.move(upload.thumbnailKey, thumbnailKey(sha256));
  });
}

/**
 * Whether this transaction created the blob row; otherwise the existing row is locked, so
 * releaseFile cannot remove those bytes until this file's row is committed beside it.
 */
async function claimBlob(tx: Db, blob: typeof fileBlobs.$inferInsert): Promise<boolean> {
  for (;;) {
    const [created] = await tx
      .insert(fileBlobs)
      .values(blob)
      .onConflictDoNothing()
      .returning({ sha256: fileBlobs.sha256 });
    if (created) return true;
    const [kept] = await tx
      .select({ sha256: fileBlobs.sha256 })
      .from(fileBlobs)
      .where(eq(fileBlobs.sha256, blob.sha256))
      .for('update');
    // Gone between the two statements: a release removed it; claim it afresh.
    if (kept) return false;
  }
}
