import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { clients } from '../../clients/table';
import { users } from '../../users/table';
import type { Db } from '../../../server/db/database';
import { personNameSql } from '../../../server/db/personName';

/** A scalar subquery: the name of the client with this id, as the clients resource shows it. */
export const clientNameSql = (clientId: SQL | AnyPgColumn) =>
  sql<
    string | null
  >`(select ${personNameSql(clients)} from ${clients} where ${clients.id} = ${clientId})`;

/** A scalar subquery: the name of the user with this id (null for null). */
export const userNameSql = (userId: SQL | AnyPgColumn) =>
  sql<string | null>`(select ${personNameSql(users)} from ${users} where ${users.id} = ${userId})`;

/**
 * The names the quote shows of an order's client and outfitter, in one query through the list's
 * own name subqueries, so both read names alike.
 * @example const { clientName, outfitterName } = await orderNames(db, order);
 */
export async function orderNames(
  db: Db,
  order: { clientId: string; outfitterId: string | null },
): Promise<{ clientName: string; outfitterName: string | null }> {
  const found = await db.execute(
    sql`select ${clientNameSql(sql`${order.clientId}`)} as client_name,
      ${userNameSql(sql`${order.outfitterId}`)} as outfitter_name`,
  );
  const [row] = (
    found as unknown as { rows: { client_name: string | null; outfitter_name: string | null }[] }
  ).rows;
  return { clientName: row?.client_name ?? '', outfitterName: row?.outfitter_name ?? null };
}
