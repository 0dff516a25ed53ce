import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../server/db/database';
import { searchWords } from '../../../server/db/textMatch';
import type { OrderListRequest } from './orderListRequest';

const dialect = new PgDialect();

/**
 * Runs the list's page query, as a named prepared statement when `named`
 * (docs/orders-list.md#prepared-statements): PostgreSQL parses each shape of the query once a
 * connection, and keeps one plan for it where that plan costs what a plan for the values does. The
 * name is a hash of the text, so two shapes never share one. PGlite's driver ignores the name and
 * runs it unnamed.
 * @example const rows = await runPageQuery<PageRow>(app.db, orderPageQuery(request, orderSources), namedPage(request));
 */
export async function runPageQuery<Row>(db: Db, query: SQL, named: boolean): Promise<Row[]> {
  const { sql, params } = dialect.sqlToQuery(query);
  const name = named
    ? `orders_page_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`
    : undefined;
  const result = (await db._.session
    .prepareQuery({ sql, params }, undefined, name, false)
    .execute()) as {
    rows: Row[];
  };
  return result.rows;
}

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
 * @example const rows = await runPageQuery<PageRow>(app.db, orderPageQuery(request, orderSources), namedPage(request));
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
