import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { clients, users } from '../db/schema';
import { clientFullNameSql } from './orderSources';
import { userNameSql } from './readOrder';

/**
 * Names of the clients and users some orders refer to, by id: the list and the PDF show names.
 * @example const names = await orderNames(db, [clientId], [outfitterId]);
 */
export async function orderNames(
  db: Db,
  clientIds: readonly string[],
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (clientIds.length) {
    const rows = await db
      .select({ id: clients.id, name: clientFullNameSql })
      .from(clients)
      .where(inArray(clients.id, [...new Set(clientIds)]));
    for (const row of rows) found.set(row.id, row.name);
  }
  if (userIds.length) {
    const rows = await db
      .select({ id: users.id, name: userNameSql })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]));
    for (const row of rows) found.set(row.id, row.name);
  }
  return found;
}
