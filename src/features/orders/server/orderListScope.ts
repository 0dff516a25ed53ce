import { isDeepStrictEqual } from 'node:util';
import { orders } from '../definition';
import { rowScopesFor } from '../../../engine/access';
import type { SessionUser } from '../../../server/auth/currentUser';
import type { Db } from '../../../server/db/database';
import type { RecordAccess } from '../../../engine/server/serverResource';
import type { OrderScope } from './orderListRequest';

const outfitterOnly = rowScopesFor(['huntingOutfitter'], orders.access, 'list');

/**
 * The list's scope for this user: the access policy's condition, except for a user whose only rows
 * are an outfitter's, whose page is read from outfitter_orders, which holds the same rows
 * (docs/orders-list.md#the-outfitter-index).
 * @example orderListScope(access, app.db, user)
 */
export function orderListScope(access: RecordAccess, db: Db, user: SessionUser): OrderScope {
  return isDeepStrictEqual(rowScopesFor(user.roles, orders.access, 'list'), outfitterOnly)
    ? { kind: 'outfitter', outfitterId: user.id }
    : { kind: 'where', condition: access.scope(db, user, 'list') };
}
