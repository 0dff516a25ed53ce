import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import type { OrderListRequest } from './orderListQuery';

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
 * Whether a page of the list runs as a named statement (docs/orders-list.md#prepared-statements).
 * Not a getMany (an id list: its text varies with the list's length), nor a search, planned for
 * its own text: how many clients a name matches decides how its clients are read, and an
 * outfitter's links are joined as their number decides. Except a walked search's first page over
 * every order (staff), with no other filter and not sorted by the client's name: it reads one index
 * in the sort's order and asks each row's client by primary key, so every text has the same plan,
 * which PostgreSQL then keeps for the connection. Its deeper pages stay unnamed: each would be a
 * statement of its own on every connection.
 * @example const rows = await runPageQuery<PageRow>(app.db, orderPageQuery(request, orderSources), namedPage(request));
 */
export function namedPage({ filter, scope, sort, offset, searchWay }: OrderListRequest): boolean {
  const { q, id, ...rest } = filter;
  if (id) return false;
  if (!q) return true;
  const everyOrder = scope.kind === 'all' || (scope.kind === 'where' && !scope.condition);
  return (
    searchWay === 'walk' &&
    offset === 0 &&
    everyOrder &&
    sort.field !== 'clientName' &&
    Object.values(rest).every((value) => value === undefined)
  );
}
