import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';

const dialect = new PgDialect();

/**
 * Runs the list's page query as a named prepared statement (docs/orders-list.md#prepared-statements):
 * PostgreSQL plans each shape of the query once a connection, not on every call. The name is a hash
 * of the text, so two shapes never share one. PGlite's driver ignores the name and runs it unnamed.
 * Pass `named: false` for a query whose text varies with its values (an id list), which would
 * otherwise fill each connection with statements used once.
 * @example const rows = await runPageQuery<PageRow>(app.db, orderPageQuery(request, orderSources), true);
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
