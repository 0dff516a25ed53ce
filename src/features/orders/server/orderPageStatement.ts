import { searchWords } from '../../../server/db/textMatch';
import type { OrderListRequest } from './orderListRequest';

/** What the list's named statements are called before their hash (pg_prepared_statements). */
export const ORDER_STATEMENTS = 'orders_page';

/**
 * Up to this many words a search may be named: each word's kind (a number or not) shapes the text,
 * so more words would make more statements on every connection.
 */
const NAMED_SEARCH_WORDS = 3;

/**
 * pg_trgm reads a word of this many characters or more from the index: in a plan for every text a
 * shorter one reads the whole index, where a plan for that text reads the table.
 */
const TRIGRAM_LENGTH = 3;

/**
 * Whether a page of the list runs as a named statement (docs/orders-list.md#prepared-statements).
 * Not a getMany (an id list: its text varies with the list's length). A search only for its first
 * page with no other filter, not sorted by the client's name and of at most NAMED_SEARCH_WORDS
 * words, where one plan serves every text, which PostgreSQL then keeps for the connection: a walk
 * over every order (staff) or an outfitter's orders reads one index in the sort's order and asks
 * each row's client by primary key; reading client by client over every order probes the trigram
 * index with every word (each of TRIGRAM_LENGTH characters or more). Any other search is planned for
 * its text: an outfitter's clients read one by one are joined with their links as their numbers
 * decide, and a search's deeper pages would each be a statement of its own on every connection.
 * @example const rows = await runStatement<PageRow>(app.db, query, namedPage(request) ? ORDER_STATEMENTS : undefined);
 */
export function namedPage({ filter, scope, sort, offset, searchWay }: OrderListRequest): boolean {
  const { q, id, ...rest } = filter;
  if (id) return false;
  if (!q) return true;
  const words = searchWords(q);
  const everyOrder = scope.kind === 'all' || (scope.kind === 'where' && !scope.condition);
  const onePlan =
    searchWay === 'byClient'
      ? everyOrder && words.every((word) => word.length >= TRIGRAM_LENGTH)
      : everyOrder || scope.kind === 'outfitter';
  return (
    onePlan &&
    offset === 0 &&
    sort.field !== 'clientName' &&
    Object.values(rest).every((value) => value === undefined) &&
    words.length <= NAMED_SEARCH_WORDS
  );
}
