import type { FastifyRequest } from 'fastify';
import type { Values } from '../../engine/resourceStore';
import { irFileIds } from './irFileIds';

/**
 * docs/files.md "Deleting": after an IR is deleted or drops a photo or signature, the files it let
 * go of go too unless another record still holds them. After the commit, so a rolled-back change
 * never loses a file; a failure is logged and left to the orphan sweep.
 * @example hooks: { afterCommit: letGoOfIrFiles }
 */
export async function letGoOfIrFiles(
  request: FastifyRequest,
  before: Values | null,
  after: Values | null,
): Promise<void> {
  const kept = new Set(irFileIds(after));
  const dropped = irFileIds(before).filter((id) => !kept.has(id));
  if (dropped.length === 0) return;
  const { db, files } = request.server;
  try {
    const held = await files.holders.holding(db, dropped);
    for (const fileId of dropped) if (!held.has(fileId)) await files.release(fileId);
  } catch (error) {
    request.log.error({ err: error, dropped }, 'releasing IR files failed');
  }
}
