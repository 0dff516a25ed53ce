import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import { users } from '../../features/users/table';

/** A table of people: users and clients both have these columns. */
interface PersonColumns {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
}

/**
 * "First Last", the expression the clients' name indexes are built on (db/schema/clients.ts), so a
 * search or sort by it reads the index.
 * @example sql`${joinedNameSql(clients)} ilike ${pattern}`
 */
export const joinedNameSql = (table: PersonColumns) =>
  sql<string>`${table.firstName} || ' ' || ${table.lastName}`;

/**
 * The one name a person reads as wherever they show (pickers, lists, the quote, the history):
 * "First Last", or their e-mail while they have no name yet.
 * @example computed: { fullName: personNameSql(users) }
 */
export const personNameSql = (table: PersonColumns) =>
  sql<string>`coalesce(nullif(trim(${joinedNameSql(table)}), ''), ${table.email})`;

/**
 * A user's name as it reads now, for rows that keep the name at the time (the order history,
 * docs/order-workflow.md#history). Read once and written as a value: as a subquery in each row of a
 * multi-row insert, PostgreSQL plans one subplan a row, and a TLS batch's 500 history rows made
 * PGlite's memory grow by 38 MB (docs/tls-export.md#memory).
 * @example await tx.insert(orderStatusChanges).values({ ..., byName: await userNameNow(tx, user.id) });
 */
export async function userNameNow(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: personNameSql(users) })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`No user ${userId}`);
  return row.name;
}
