import { and, count, eq, gt, inArray, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../../server/auth/caller';
import type { Db } from '../../../server/db/database';
import { isStaffManager } from '../../../shared/roles';
import { messageReadMarks, messages } from '../table';

type Reader = Pick<SessionUser, 'id' | 'roles'>;

/**
 * docs/messages.md#unread: the statement of unreadIn, for a test to read its plan.
 * @example const { sql, params } = unreadQuery(db, user, where).toSQL();
 */
export const unreadQuery = (db: Db, reader: Reader, where: SQL | undefined) =>
  db
    .select({ orderId: messages.orderId, unread: count() })
    .from(messages)
    .leftJoin(
      messageReadMarks,
      and(eq(messageReadMarks.userId, reader.id), eq(messageReadMarks.orderId, messages.orderId)),
    )
    .where(
      and(
        where,
        isNotNull(messages.orderId),
        ne(messages.authorId, reader.id),
        or(isNull(messageReadMarks.readAt), gt(messages.createdAt, messageReadMarks.readAt)),
      ),
    )
    .groupBy(messages.orderId);

/**
 * docs/messages.md#unread: per order, the messages among `where` that `reader` has not read:
 * someone else's, posted after they last opened the order's thread (all of them, if they never did).
 * @example await unreadIn(db, user, scope(db, user, 'list'))
 */
export async function unreadIn(
  db: Db,
  reader: Reader,
  where: SQL | undefined,
): Promise<Map<string, number>> {
  const rows = await unreadQuery(db, reader, where);
  return new Map(rows.map((row) => [row.orderId!, row.unread]));
}

/**
 * docs/messages.md#unread: the unread messages of each of `orderIds` for `reader`, for a list of
 * orders the caller already scoped to the reader (the orders list's page); an order without any is
 * absent. Internal notes count for staff only, as only they read them.
 * @example const unread = await unreadByOrder(db, user, rows.map((row) => row.id)); unread.get(id) ?? 0
 */
export async function unreadByOrder(
  db: Db,
  reader: Reader,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  // The client side's messages are its sharedOrderId's (table.ts), asked here as what that column
  // holds, order and not internal, so the page's few threads are read on the order's index.
  const onPage = inArray(messages.orderId, [...orderIds]);
  return unreadIn(
    db,
    reader,
    isStaffManager(reader.roles) ? onPage : and(onPage, eq(messages.internal, false)),
  );
}
