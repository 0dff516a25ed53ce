import { randomUUID } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import { tempKey, type FileStorage } from './fileStorage';
import { uploadInspector } from './uploadInspector';
import { uprightImage, type PreparedUpload } from './uprightImage';

/**
 * docs/files.md "Crash safety": streams an upload to a temporary key while hashing, counting and
 * sniffing it, then makes images upright with a thumbnail. Whatever fails (a refused type, too many
 * bytes, a dropped connection) removes every temporary before the error goes on.
 * @example const prepared = await receiveUpload(storage, part.file, 25 * 2 ** 20);
 */
export async function receiveUpload(
  storage: FileStorage,
  body: Readable,
  maxBytes: number,
): Promise<PreparedUpload> {
  const key = tempKey(randomUUID());
  const inspector = uploadInspector(maxBytes);
  try {
    // The callback form destroys the inspector with the body's error, so the write fails too.
    await storage.write(
      key,
      pipeline(body, inspector, () => {}),
    );
    const inspection = inspector.result();
    if (inspection.type.image) return await uprightImage(storage, key, inspection);
    return { key, ...inspection, contentType: inspection.type.storedAs, thumbnailKey: undefined };
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/**
 * Removes an upload's temporaries once it is stored or refused; keys already moved are no-ops.
 * @example await discardTemporaries(storage, prepared);
 */
export async function discardTemporaries(storage: FileStorage, upload: PreparedUpload) {
  await storage.remove(upload.key);
  if (upload.thumbnailKey) await storage.remove(upload.thumbnailKey);
}
