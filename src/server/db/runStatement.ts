import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database';

const dialect = new PgDialect();

/**
 * Runs a statement written as drizzle SQL and answers its rows as the driver reads them (drizzle's
 * sessions read timestamps as text), as a named prepared statement when given a `prefix` for its
 * name (docs/orders-list.md#prepared-statements): PostgreSQL parses each shape once a connection and
 * keeps one plan for it where that plan costs what a plan for the values does. The name goes on
 * with a hash of the text, so two shapes never share one; PGlite's driver ignores it.
 * @example const rows = await runStatement<PageRow>(app.db, query, 'orders_page');
 */
export async function runStatement<Row>(db: Db, query: SQL, prefix?: string): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = prefix
    ? `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`
    : undefined;
  const result = (await db._.session
    .prepareQuery({ sql: text, params }, undefined, name, false)
    .execute()) as { rows: Row[] };
  return result.rows;
}

/**
 * Drizzle SQL rendered to text once, for a part of many statements that never changes (a list's
 * select list), so each statement renders only what changes. Undefined when the part holds
 * parameters, which only the whole statement may number.
 * @example const head = renderedOnce(sql`select ${table.id} from ${table}`);
 */
export function renderedOnce(part: SQL): SQL | undefined {
  const { sql: text, params } = dialect.sqlToQuery(part);
  return params.length ? undefined : sql.raw(text);
}
