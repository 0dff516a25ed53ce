import { and, count, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../server/db/database';
import type { ListReader, ReaderField } from '../../../engine/server/listTypes';
import { isStaffManager } from '../../../shared/roles';
import { messageReadMarks, messages } from '../table';

/**
 * docs/messages.md#unread: a message is unread when someone else wrote it after `readAt`, the
 * reader's mark on its order (all of them when there is none).
 */
const unreadSql = (readerId: string, readAt: SQL | typeof messageReadMarks.readAt) =>
  and(
    isNotNull(messages.orderId),
    ne(messages.authorId, readerId),
    sql`${messages.createdAt} > coalesce(${readAt}, '-infinity'::timestamptz)`,
  );

/**
 * docs/messages.md#unread: the statement of unreadIn, for a test to read its plan. It joins the
 * reader's marks: counting over all the messages one may read, it reads each mark once.
 * @example const { sql, params } = unreadQuery(db, user.id, where).toSQL();
 */
export const unreadQuery = (db: Db, readerId: string, where: SQL | undefined) =>
  db
    .select({ orderId: messages.orderId, unread: count() })
    .from(messages)
    .leftJoin(
      messageReadMarks,
      and(eq(messageReadMarks.userId, readerId), eq(messageReadMarks.orderId, messages.orderId)),
    )
    .where(and(where, unreadSql(readerId, messageReadMarks.readAt)))
    .groupBy(messages.orderId);

/**
 * docs/messages.md#unread: per order, the messages among `where` that `reader` has not read:
 * someone else's, posted after they last opened the order's thread (all of them, if they never did).
 * @example await unreadIn(db, user, scope(db, user, 'list'))
 */
export async function unreadIn(
  db: Db,
  reader: ListReader,
  where: SQL | undefined,
): Promise<Map<string, number>> {
  return countsByOrder(await unreadQuery(db, reader.id, where));
}

const countsByOrder = (rows: { orderId: string | null; unread: number }[]) =>
  new Map(rows.map((row) => [row.orderId!, row.unread]));

/**
 * docs/messages.md#unread: the unread messages of the order whose id `orderId` holds, as a field
 * of the orders list's page for its reader (a field per reader, docs/api.md#fields-per-reader): read
 * in the page's own statement, with no call of its own. Internal notes count for staff only, as
 * only they read them. Each message's mark is read by its key (reader and order): the plan
 * PostgreSQL keeps for any reader once the page's named statement has run a few times would
 * otherwise read all of the reader's marks (an admin's are a mark on nearly every thread).
 * @example sql`select ${unreadMessagesOf(orders.id)(user)} as unread from ${orders}`
 */
export const unreadMessagesOf =
  (orderId: SQL | AnyPgColumn): ReaderField =>
  (reader) => {
    const readAt = sql`(select ${messageReadMarks.readAt} from ${messageReadMarks}
    where ${messageReadMarks.userId} = ${reader.id} and ${messageReadMarks.orderId} = ${orderId})`;
    const shown = isStaffManager(reader.roles) ? undefined : eq(messages.internal, false);
    return sql`(select count(*)::int from ${messages} where ${and(
      sql`${messages.orderId} = ${orderId}`,
      shown,
      unreadSql(reader.id, readAt),
    )})`;
  };
