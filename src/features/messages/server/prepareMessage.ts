import type { Values, WriteContext } from '../../../engine/server/resourceStore';
import { isStaffManager } from '../../../shared/roles';
import { HttpError } from '../../../server/http/httpError';

/**
 * docs/messages.md#what: a message is on exactly one order or one IR (400 otherwise);
 * docs/messages.md#internal-notes: only admins and liaisons write internal notes, anyone else
 * asking for one is refused (403 on the field) rather than quietly sent a message the client reads.
 * @example hooks: { prepare: prepareMessage }
 */
export function prepareMessage({ user }: WriteContext, body: Values): Values {
  if ((body.orderId === null) === (body.irId === null)) {
    const why = 'portal.validation.chooseOneThread';
    throw new HttpError(400, why, { orderId: why });
  }
  if (body.internal === true && !isStaffManager(user.roles)) {
    const why = 'errors.messages.internalIsTheStudios';
    throw new HttpError(403, why, { internal: why });
  }
  return body;
}
