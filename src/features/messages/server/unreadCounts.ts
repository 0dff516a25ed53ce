import { and, count, eq, isNotNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../../server/auth/caller';
import type { Db } from '../../../server/db/database';
import { isStaffManager } from '../../../shared/roles';
import { messageReadMarks, messages } from '../table';

type Reader = Pick<SessionUser, 'id' | 'roles'>;

/** The reader's id, or a placeholder for it in a statement prepared once. */
type ReaderId = string | Placeholder;

/**
 * docs/messages.md#unread: a message is unread when someone else wrote it after `readAt`, the
 * reader's mark on its order (all of them when there is none).
 */
const unreadSql = (readerId: ReaderId, readAt: SQL | typeof messageReadMarks.readAt) =>
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
export const unreadQuery = (db: Db, readerId: ReaderId, where: SQL | undefined) =>
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
  reader: Reader,
  where: SQL | undefined,
): Promise<Map<string, number>> {
  return countsByOrder(await unreadQuery(db, reader.id, where));
}

const countsByOrder = (rows: { orderId: string | null; unread: number }[]) =>
  new Map(rows.map((row) => [row.orderId!, row.unread]));

/**
 * docs/messages.md#unread: the orders list page's statement (unreadByOrder), its reader and the
 * page's ids placeholders (`reader`, `ids`), for a test to read its plan. It runs on every orders
 * list call, so it is prepared once: rendering it from drizzle's builder each time was a tenth of
 * the call's server CPU (bench/orders-list). Each message's mark is read by its key: the plan
 * PostgreSQL keeps for any reader once a statement has run a few times would otherwise read all of
 * the reader's marks (an admin's are a mark on nearly every thread) to join a page's few.
 * @example const { sql } = unreadPageQuery(db, true).toSQL();
 */
export function unreadPageQuery(db: Db, staff: boolean) {
  const onPage = sql`${messages.orderId} = any(${sql.placeholder('ids')}::uuid[])`;
  const reader = sql.placeholder('reader');
  const readAt = sql`(select ${messageReadMarks.readAt} from ${messageReadMarks}
    where ${messageReadMarks.userId} = ${reader} and ${messageReadMarks.orderId} = ${messages.orderId})`;
  return db
    .select({ orderId: messages.orderId, unread: count() })
    .from(messages)
    .where(and(onPage, staff ? undefined : eq(messages.internal, false), unreadSql(reader, readAt)))
    .groupBy(messages.orderId);
}

const pageStatement = (db: Db, staff: boolean) =>
  unreadPageQuery(db, staff).prepare(staff ? 'unread_page_staff' : 'unread_page');

const pageStatements = new WeakMap<
  Db,
  Record<'staff' | 'others', ReturnType<typeof pageStatement>>
>();

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
  let statements = pageStatements.get(db);
  if (!statements) {
    statements = { staff: pageStatement(db, true), others: pageStatement(db, false) };
    pageStatements.set(db, statements);
  }
  const statement = isStaffManager(reader.roles) ? statements.staff : statements.others;
  return countsByOrder(await statement.execute({ reader: reader.id, ids: orderIds }));
}
