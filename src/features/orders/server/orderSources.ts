import { sql, type SQL } from 'drizzle-orm';
import { clientOutfitters, clients } from '../../clients/table';
import { users } from '../../users/table';
import type { OrderListSources } from './orderListRequest';
import { joinedNameSql, personNameSql } from '../../../server/db/personName';
import { escapeLike, searchWords } from '../../../server/db/textMatch';

// The list's subqueries over the clients and users tables. The name search reads
// clients_name_trgm_idx (pg_trgm's GIN). Each word of the search must be in the client's name: as
// any part of the full name (ILIKE '%word%'), or, for a word without digits, as a first or last
// name it is similar to (`%`, above pg_trgm.similarity_threshold, 0.3 by default), so a small typo
// still finds it ("jager" finds Jaeger). A word with digits is a number, exact as the order's and
// tag's are: Q-500000 would otherwise be "similar" to a name holding 50000. Word by word, "Greta
// Jager" finds Greta Jaeger but not every Greta: the whole text against one name would be as close
// to each of its words. Names are read by primary key, one per row of the page.

const likeAnywhere = (text: string) => `%${escapeLike(text)}%`;
const nameContains = (word: string) => sql`${joinedNameSql(clients)} ilike ${likeAnywhere(word)}`;
const nameHolds = (word: string) =>
  /\d/.test(word)
    ? nameContains(word)
    : sql`(${nameContains(word)} or ${word} % ${clients.firstName} or ${word} % ${clients.lastName})`;
const everyWord = (text: string, holds: (word: string) => SQL) =>
  sql.join(searchWords(text).map(holds), sql` and `);
const eachWord = (text: string, holds: (word: string) => SQL) =>
  sql`select ${clients.id} from ${clients} where ${everyWord(text, holds)}`;

/**
 * Client links and names for `orderPageQuery`.
 * @example db.execute(orderPageQuery(request, orderSources))
 */
export const orderSources: OrderListSources = {
  linkedClientIds: (outfitterId) =>
    sql`select ${clientOutfitters.clientId} from ${clientOutfitters} where ${clientOutfitters.outfitterId} = ${outfitterId}`,
  clientLinked: (clientId, outfitterId) =>
    sql`(select true from ${clientOutfitters} where ${clientOutfitters.clientId} = ${clientId} and ${clientOutfitters.outfitterId} = ${outfitterId})`,
  clientIdsMatching: (text) => eachWord(text, nameHolds),
  clientIdsContaining: (text) => eachWord(text, nameContains),
  clientMatches: (clientId, text) =>
    sql`(select ${everyWord(text, nameHolds)} from ${clients} where ${clients.id} = ${clientId})`,
  clientName: (clientId) =>
    sql`(select ${personNameSql(clients)} from ${clients} where ${clients.id} = ${clientId})`,
  userName: (userId) =>
    sql`(select ${personNameSql(users)} from ${users} where ${users.id} = ${userId})`,
};
