import { IR_STATUS_KEYS, type IrStatus } from '../irStatuses';
import { isStaffManager } from '../../../shared/roles';
import { mayEditIr } from '../../../shared/irWorkflow';
import type { Values, WriteContext } from '../../../engine/server/resourceStore';
import type { ErrorKey } from '../../../server/http/errorText';
import { HttpError } from '../../../server/http/httpError';

const refuse = (field: string, why: ErrorKey) => new HttpError(400, why, { [field]: why });

/**
 * docs/instruction-registers.md#who: the collector is the creating user unless staff name another;
 * a collector edits theirs until Received. Its files are the engine's to check (fileHolding.ts).
 * @example hooks: { prepare: prepareIr }
 */
export function prepareIr({ user }: WriteContext, body: Values, before: Values | null): Values {
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
  return { ...body, collectorId };
}
