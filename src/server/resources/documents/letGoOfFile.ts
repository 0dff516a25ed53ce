import type { FastifyRequest } from 'fastify';
import type { Values } from '../../engine/resourceStore';

/**
 * docs/files.md "Deleting": after a document is deleted or given another file, its former file
 * goes unless some record (another document, an IR) still holds it. Runs after the commit, so a
 * rolled-back change never loses a file; a failure here is logged and the orphan sweep's to keep.
 * @example hooks: { afterCommit: letGoOfFile }
 */
export async function letGoOfFile(
  request: FastifyRequest,
  before: Values | null,
  after: Values | null,
): Promise<void> {
  const fileId = before?.fileId as string | undefined;
  if (!fileId || fileId === after?.fileId) return;
  const { db, files } = request.server;
  try {
    const held = await files.holders.holding(db, [fileId]);
    if (!held.has(fileId)) await files.release(fileId);
  } catch (error) {
    request.log.error({ err: error, fileId }, 'releasing a document file failed');
  }
}
