import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { clientLanguageSql } from '../../clients/server/public';
import { clients } from '../../clients/table';
import { users } from '../../users/table';

/**
 * Whom e-mails about orders go to, by client id: each client's account (null for a record alone,
 * which docs/notifications.md#who-is-told needs), address, first name and language
 * (docs/languages.md#e-mails); a client that is not there is absent.
 * @example const byId = await orderClients(tx, moved.map((order) => order.clientId));
 */
export async function orderClients(db: Db, clientIds: readonly string[]) {
  const rows = clientIds.length
    ? await db
        .select({
          id: clients.id,
          userId: clients.userId,
          email: clients.email,
          firstName: clients.firstName,
          language: clientLanguageSql,
        })
        .from(clients)
        .leftJoin(users, eq(users.id, clients.userId))
        .where(inArray(clients.id, [...new Set(clientIds)]))
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Whom an e-mail about one order goes to (orderClients); undefined for a client that is not there.
 * @example const client = await orderClient(tx, order.clientId);
 */
export const orderClient = async (db: Db, clientId: string) =>
  (await orderClients(db, [clientId])).get(clientId);
