import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { clientLanguageSql } from '../../clients/server/public';
import { clients } from '../../clients/table';
import { users } from '../../users/table';

/**
 * Whom an e-mail about one order goes to: its client's address, first name and language
 * (docs/languages.md#e-mails); undefined for a client that is not there.
 * @example const client = await orderClient(tx, order.clientId);
 */
export async function orderClient(db: Db, clientId: string) {
  const [client] = await db
    .select({ email: clients.email, firstName: clients.firstName, language: clientLanguageSql })
    .from(clients)
    .leftJoin(users, eq(users.id, clients.userId))
    .where(eq(clients.id, clientId));
  return client;
}
