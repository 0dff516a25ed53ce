import { sql } from 'drizzle-orm';
import { clientOutfitters, clients } from '../../db/schema/clients';
import { users } from '../../db/schema/users';
import type { OrderListSources } from './orderListQuery';
import { joinedNameSql, personNameSql } from '../../engine/personName';
import { escapeLike } from '../../engine/textMatch';

// The list's subqueries over the clients and users tables. The name search reads
// clients_full_name_prefix_idx and clients_last_name_prefix_idx (text_pattern_ops, so LIKE 'x%'
// is an index range, in any locale); names are read by primary key, one per row of the page.

const likePrefix = (text: string) => `${escapeLike(text.toLowerCase())}%`;

/**
 * Client links and names for `orderPageQuery`.
 * @example db.execute(orderPageQuery(request, orderSources))
 */
export const orderSources: OrderListSources = {
  linkedClientIds: (outfitterId) =>
    sql`select ${clientOutfitters.clientId} from ${clientOutfitters} where ${clientOutfitters.outfitterId} = ${outfitterId}`,
  clientIdsNamed: (prefix) =>
    sql`select ${clients.id} from ${clients} where lower(${joinedNameSql(clients)}) like ${likePrefix(prefix)} or lower(${clients.lastName}) like ${likePrefix(prefix)}`,
  clientName: (clientId) =>
    sql`(select ${personNameSql(clients)} from ${clients} where ${clients.id} = ${clientId})`,
  userName: (userId) =>
    sql`(select ${personNameSql(users)} from ${users} where ${users.id} = ${userId})`,
};
