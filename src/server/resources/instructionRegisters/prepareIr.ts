import { and, eq, inArray } from 'drizzle-orm';
import { IR_STATUS_KEYS, type IrStatus } from '../../../../resources/irStatuses';
import { isStaffManager } from '../../../../resources/roles';
import { mayEditIr } from '../../../shared/irWorkflow';
import { files } from '../../db/schema';
import type { Values, WriteContext } from '../../engine/resourceStore';
import type { ErrorKey } from '../../http/errorText';
import { HttpError } from '../../http/httpError';
import { irFileIds } from './irFileIds';

const refuse = (field: string, why: ErrorKey) => new HttpError(400, why, { [field]: why });

/**
 * docs/instruction-registers.md#who and #photos-and-signatures: the collector is the creating user
 * unless staff name another; a collector edits theirs until Received; an IR takes only files its
 * writer uploaded (or those already on it), since holding a file lets the IR's readers read it.
 * @example hooks: { prepare: prepareIr }
 */
export async function prepareIr(
  { tx, user }: WriteContext,
  body: Values,
  before: Values | null,
): Promise<Values> {
  const staff = isStaffManager(user.roles);
  const collectorId = staff
    ? ((body.collectorId as string | null) ?? (before?.collectorId as string) ?? user.id)
    : ((before?.collectorId as string | undefined) ?? user.id);
  if (before) {
    const status = before.status as IrStatus;
    const actor = { roles: user.roles, isCollector: before.collectorId === user.id };
    if (!mayEditIr(actor, status)) {
      throw new HttpError(409, {
        key: 'portal.workflow.refusals.irLocked',
        params: { status: { key: IR_STATUS_KEYS[status] } },
      });
    }
  }
  if (body.huntStartsOn && body.huntEndsOn && body.huntEndsOn < body.huntStartsOn) {
    throw refuse('huntEndsOn', 'errors.instructionRegisters.huntEndsBeforeStart');
  }
  const kept = new Set(irFileIds(before));
  const added = [...new Set(irFileIds(body))].filter((id) => !kept.has(id));
  if (added.length) {
    const uploaded = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.id, added), eq(files.uploadedBy, user.id)));
    const own = new Set(uploaded.map((file) => file.id));
    const foreign = added.find((id) => !own.has(id));
    if (foreign) throw refuse(fieldHolding(body, foreign), 'portal.validation.uploadTheFileFirst');
  }
  return { ...body, collectorId };
}

/** The body's field that names `fileId`, for the error's `errors` key. */
function fieldHolding(body: Values, fileId: string): string {
  if (body.hunterSignatureFileId === fileId) return 'hunterSignatureFileId';
  if (body.collectorSignatureFileId === fileId) return 'collectorSignatureFileId';
  const lines = body.lines as { photoFileIds: string[] }[];
  const index = lines.findIndex((line) => line.photoFileIds.includes(fileId));
  return `lines.${index}.photoFileIds`;
}
