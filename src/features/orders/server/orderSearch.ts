import { and, eq, sql, type SQL } from 'drizzle-orm';
import { clientOutfitters } from '../../clients/table';
import type { ListSearch, ListSearchContext, SortPlan } from '../../../engine/server/listTypes';
import { orderBySql } from '../../../engine/server/list';
import { runStatement } from '../../../server/db/queries';
import { searchWords } from '../../../server/db/textMatch';
import { parseOrderNumber } from '../orderStatuses';
import { orders, outfitterOrders } from '../table';
import { candidateClients, clientMatches, FEW_SEARCH_CLIENTS } from './clientNameMatch';
import { searchWays, type SearchWay } from './searchWay';

// docs/orders-list.md#search: a search finds an order by what is indexed: its exact number, an exact
// tag number (GIN), or its client's name (pg_trgm's GIN on clients). Each is its own select on its
// own index (an OR across them would scan every order). A number or tag matches a row or two, so
// those branches stay unordered: with an ORDER BY and LIMIT the planner would walk every order in
// the sort's order looking for the tag.
//
// A name is read one of two ways (docs/orders-list.md#reading-a-name): walking the reader's rows in
// the sort's order and keeping its clients' (fast when they are many: "smi" is in every sixth
// client's name), or reading each matching client's orders (fast when they are few: a name with
// its number, a typo, a part of a name among an outfitter's few clients); a walk for a rare name
// reads rows in proportion to its rarity. Each way is exact on its own, so which one runs decides
// only the cost: searchWay.ts picks it by counting and the query holds that way alone.

/** What the named statements of the search and its counts are called before their hash. */
const SEARCH_STATEMENTS = 'orders_search';

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
 * A branch's row count, written into the query's text rather than passed as a parameter: planning a
 * named statement once for every value (docs/orders-list.md#prepared-statements), PostgreSQL costs a
 * parameter's LIMIT as a tenth of the rows, so it would never keep that plan.
 */
function rowCount(count: number): SQL {
  if (!Number.isSafeInteger(count)) throw new Error(`a row count must be an integer: ${count}`);
  return sql.raw(String(count));
}

/** Where the reader's rows are read in the sort's order, and the column holding each one's client. */
interface ReaderRows {
  plan: SortPlan;
  where: SQL | undefined;
  clientId: SQL;
}

/**
 * The reader's rows: an outfitter's from outfitter_orders when its index holds the filter and the
 * sort (docs/orders-list.md#the-outfitter-index), so a walk reads only the outfitter's orders.
 */
const readerRows = ({ index, plan, scope, filters }: ListSearchContext): ReaderRows =>
  index
    ? { plan: index.plan, where: index.where, clientId: sql`${outfitterOrders.clientId}` }
    : { plan, where: and(scope, filters), clientId: sql`${orders.clientId}` };

/**
 * The page of rows a search finds, each with `id` and the sort's keys `k0...`, in the sort's order:
 * a union of a branch per index, each cut to the `offset + limit` rows the page can use.
 * @example sql`select o.* from (${orderSearchSql(context, 'walk')}) page join orders o on o.id = page.id`
 */
export function orderSearchSql(context: ListSearchContext, way: SearchWay): SQL {
  const { text, plan, scope, filters, indexUser, offset, limit } = context;
  const needed = offset + limit;
  const number = parseOrderNumber(text);
  const where = and(scope, filters);
  // The rows meeting `where` and a condition; with `first`, only that many in the sort's order.
  const branch = (rows: SQL | undefined, condition: SQL, first?: number) =>
    sql`(select ${plan.keyColumns} from ${plan.from} where ${rows ? sql`(${rows}) and ${condition}` : condition}${first === undefined ? sql`` : sql` ${orderBySql(plan)} limit ${rowCount(first)}`})`;
  // docs/orders-list.md#prepared-statements: a number or a tag finds a row or two, whose client's
  // link to an outfitter is asked by primary key: a plan for every text would read the outfitter's
  // links whole first.
  const fewRowsWhere = indexUser
    ? and(
        filters,
        sql`(select true from ${clientOutfitters} where ${clientOutfitters.clientId} = ${orders.clientId} and ${clientOutfitters.outfitterId} = ${indexUser})`,
      )
    : where;
  const fewRows = (condition: SQL) => branch(fewRowsWhere, condition);
  const cut = (from: SortPlan, alias?: string) =>
    sql`${orderBySql(from, alias)} limit ${rowCount(needed)}`;

  function walked(): SQL {
    const rows = readerRows(context);
    // docs/orders-list.md#reading-a-name: asked of each row's client by primary key, so the
    // planner weighs no join with the clients' name index, which a walk never uses.
    const walkedWhere = and(rows.where && sql`(${rows.where})`, clientMatches(rows.clientId, text));
    return sql`(select ${rows.plan.keyColumns} from ${rows.plan.from} where ${walkedWhere} ${cut(rows.plan)})`;
  }

  function byClient(): SQL {
    const clientRows = (clientId: SQL, count: number) =>
      branch(where, sql`${orders.clientId} = ${clientId}`, count);
    // docs/orders-list.md#reading-a-name: only the clients whose first row is among the first
    // `needed` clients' first rows can hold a row of the page, so their rows alone are read in full.
    // A page needing more rows than FEW_SEARCH_CLIENTS may keep every client (no more are read this
    // way), so it skips the probes.
    const candidates = sql`(${candidateClients(context)})`;
    const firstClients =
      needed > FEW_SEARCH_CLIENTS
        ? candidates
        : sql`(select candidate.id from ${candidates} candidate cross join lateral ${clientRows(sql`candidate.id`, 1)} first_row ${cut(plan, 'first_row')})`;
    return sql`(select found_orders.* from ${firstClients} first_clients cross join lateral ${clientRows(sql`first_clients.id`, needed)} found_orders ${cut(plan, 'found_orders')})`;
  }

  const branches = [
    ...(number !== undefined && number <= 2_147_483_647
      ? [fewRows(eq(orders.number, number))]
      : []),
    fewRows(sql`${orders.tagNumbers} @> array[${text.toUpperCase()}]::text[]`),
    way === 'byClient' ? byClient() : walked(),
  ];
  return sql`select * from (${sql.join(branches, sql` union `)}) found ${orderBySql(plan, 'found')} limit ${rowCount(limit)} offset ${rowCount(offset)}`;
}

/**
 * Whether a search runs as a named statement (docs/orders-list.md#prepared-statements): only its
 * first page with no other filter, not sorted by the client's name and of at most
 * NAMED_SEARCH_WORDS words, where one plan serves every text, which PostgreSQL then keeps for the
 * connection: a walk over every order (staff) or an outfitter's orders reads one index in the
 * sort's order and asks each row's client by primary key; reading client by client over every
 * order probes the trigram index with every word (each of TRIGRAM_LENGTH characters or more). Any
 * other search is planned for its text: an outfitter's clients read one by one are joined with
 * their links as their numbers decide, and a search's deeper pages would each be a statement of
 * its own on every connection.
 */
function namedSearch(context: ListSearchContext, way: SearchWay): boolean {
  const { text, scope, indexUser, filter, sort, offset } = context;
  const words = searchWords(text);
  const everyOrder = scope === undefined;
  const onePlan =
    way === 'byClient'
      ? everyOrder && words.every((word) => word.length >= TRIGRAM_LENGTH)
      : everyOrder || indexUser !== undefined;
  return (
    onePlan &&
    offset === 0 &&
    sort.field !== 'clientName' &&
    Object.values(filter).every((value) => value === undefined) &&
    words.length <= NAMED_SEARCH_WORDS
  );
}

const wayOf = searchWays();

/**
 * The orders list's search (an engine list search, docs/api.md#a-lists-own-search): the way its name is read, the
 * page's ids, and whether it may be named.
 */
export const orderSearch: ListSearch = async (context) => {
  const way = await wayOf((query) => runStatement(context.db, query, SEARCH_STATEMENTS), context);
  return { ids: orderSearchSql(context, way), named: namedSearch(context, way) };
};
