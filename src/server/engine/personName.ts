import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

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
 * A user's name as it reads now, for a row that keeps the name at the time (the order history,
 * docs/order-workflow.md#history).
 * @example await tx.insert(orderStatusChanges).values({ ..., byName: userNameNowSql(user.id) });
 */
export const userNameNowSql = (userId: string) =>
  sql<string>`(select ${personNameSql(users)} from ${users} where ${users.id} = ${userId})`;
