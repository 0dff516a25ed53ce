import {
  and,
  count,
  eq,
  gt,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { SessionUser } from '../../../server/auth/caller';
import type { Db } from '../../../server/db/database';
import { isStaffManager } from '../../../shared/roles';
import { messageReadMarks, messages } from '../table';

type Reader = Pick<SessionUser, 'id' | 'roles'>;

/**
 * docs/messages.md#unread: the statement of unreadIn and unreadByOrder, for a test to read its plan;
 * `readerId` is the reader's id, or a placeholder for it in a prepared statement.
 * @example const { sql, params } = unreadQuery(db, user.id, where).toSQL();
 */
export const unreadQuery = (db: Db, readerId: string | Placeholder, where: SQL | undefined) =>
  db
    .select({ orderId: messages.orderId, unread: count() })
    .from(messages)
    .leftJoin(
      messageReadMarks,
      and(eq(messageReadMarks.userId, readerId), eq(messageReadMarks.orderId, messages.orderId)),
    )
    .where(
      and(
        where,
        isNotNull(messages.orderId),
        ne(messages.authorId, readerId),
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
  return countsByOrder(await unreadQuery(db, reader.id, where));
}

const countsByOrder = (rows: { orderId: string | null; unread: number }[]) =>
  new Map(rows.map((row) => [row.orderId!, row.unread]));

/**
 * The page's statement, prepared once a database for staff and once for everyone else: it runs on
 * every orders list call, and rendering it from drizzle's builder each time was a tenth of the
 * call's server CPU (bench/orders-list). The page's ids are one array parameter.
 */
function pageStatement(db: Db, staff: boolean) {
  const onPage = sql`${messages.orderId} = any(${sql.placeholder('ids')}::uuid[])`;
  const query = unreadQuery(
    db,
    sql.placeholder('reader'),
    staff ? onPage : and(onPage, eq(messages.internal, false)),
  );
  return query.prepare(staff ? 'unread_page_staff' : 'unread_page');
}

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
