import { and, sql, type SQL } from 'drizzle-orm';
import { clients, linkedClientIdsSql } from '../../clients/table';
import { valueSql } from '../../../engine/server/list';
import type { ListSearchContext } from '../../../engine/server/listTypes';
import { joinedNameSql } from '../../../server/db/personName';
import { escapeLike, searchWords } from '../../../server/db/textMatch';

// docs/orders-list.md#search: the name search reads clients_name_trgm_idx (pg_trgm's GIN). Each
// word of the search must be in the client's name: as any part of the full name (ILIKE '%word%'),
// or, for a word without digits, as a first or last name it is similar to (`%`, above
// pg_trgm.similarity_threshold, 0.3 by default), so a small typo still finds it ("jager" finds
// Jaeger). A word with digits is a number, exact as the order's and tag's are: Q-500000 would
// otherwise be "similar" to a name holding 50000. Word by word, "Greta Jager" finds Greta Jaeger
// but not every Greta: the whole text against one name would be as close to each of its words.

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

/** `select id …` of the clients whose name holds each word of this text, in any case, or a word close to it. */
export const clientIdsMatching = (text: string) => eachWord(text, nameHolds);

/** `select id …` of the clients whose name holds each word of this text as typed (a subset of clientIdsMatching's). */
export const clientIdsContaining = (text: string) => eachWord(text, nameContains);

/**
 * A scalar subquery: whether the name of the client with this id matches the text as
 * clientIdsMatching's do, read by primary key, for a walk that tests one order's client at a time.
 */
export const clientMatches = (clientId: SQL, text: string) =>
  sql`(select ${everyWord(text, nameHolds)} from ${clients} where ${clients.id} = ${clientId})`;

/**
 * Up to this many clients matching a search (within the reader's clients), their orders are read
 * client by client. At 1M orders (50k clients, 20 orders each) reading 1,000 clients' orders
 * takes about 8 ms, and walking for a name of more clients reads about 1,300 orders or fewer.
 */
export const FEW_SEARCH_CLIENTS = 1_000;

/**
 * The clients whose name matches and whose orders the reader and filter can show: an outfitter's
 * link is checked once per client, not per order.
 * @example sql`select count(*) from (${candidateClients(context)} limit 1001) capped`
 */
export function candidateClients({ text, filter, indexUser }: ListSearchContext): SQL {
  const linkedTo = (outfitterId: string) =>
    sql`candidate.id in (${linkedClientIdsSql(outfitterId)})`;
  const restriction = and(
    indexUser ? linkedTo(indexUser) : undefined,
    filter.clientId === undefined ? undefined : valueSql(sql`candidate.id`, filter.clientId, false),
    typeof filter.linkedOutfitterId === 'string' ? linkedTo(filter.linkedOutfitterId) : undefined,
  );
  return sql`select candidate.id from (${clientIdsMatching(text)}) candidate${restriction ? sql` where ${restriction}` : sql``}`;
}
