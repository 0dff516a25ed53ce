import { eq } from 'drizzle-orm';
import type { StoredFile } from '../../shared/fileCalls';
import type { Db } from '../db/database';
import { fileBlobs, files } from '../db/schema/files';

/** A file record with its blob's facts, as the routes read it. */
export type FileRecord = StoredFile & { uploadedBy: string; hasThumbnail: boolean };

/**
 * The file record `id` with its blob, or undefined.
 * @example const file = await findFile(app.db, request.params.id);
 */
export async function findFile(db: Db, id: string): Promise<FileRecord | undefined> {
  const [row] = await db
    .select({
      id: files.id,
      name: files.name,
      contentType: fileBlobs.contentType,
      size: fileBlobs.size,
      sha256: files.sha256,
      uploadedBy: files.uploadedBy,
      hasThumbnail: fileBlobs.hasThumbnail,
    })
    .from(files)
    .innerJoin(fileBlobs, eq(fileBlobs.sha256, files.sha256))
    .where(eq(files.id, id));
  // content_type holds only what sniffType stored, one of FILE_CONTENT_TYPES.
  return row as FileRecord | undefined;
}

/**
 * The wire answer of a record (docs/files.md): what the uploader may know, nothing internal.
 * @example reply.send(storedFile(record));
 */
export const storedFile = ({ id, name, contentType, size, sha256 }: FileRecord): StoredFile => ({
  id,
  name,
  contentType,
  size,
  sha256,
});
