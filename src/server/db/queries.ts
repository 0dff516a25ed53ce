import type { Db } from './database';
import { auditLog } from './schema/audit';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

// How the app runs its SQL beyond drizzle's builder: a write's transaction and the audit row every
// write leaves in it (docs/domain.md#audit-trail), and statements run by name.

/**
 * Runs `work` in one transaction of `db`, typed as the database itself: drizzle's transaction
 * object has every query method the app uses, but not the same TypeScript type.
 * @example await inTransaction(app.db, async (tx) => { await tx.insert(audit).values(row); });
 */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

type Change = [unknown, unknown];

/** A record's fields by name, as the engine and own routes hold them. */
type Values = Record<string, unknown>;

/** The fields whose value differs between two versions of a record, as [before, after]. */
export function changedFields(before: Values | null, after: Values | null): Record<string, Change> {
  const changes: Record<string, Change> = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (field === 'version') continue;
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = [from, to];
  }
  return changes;
}

/**
 * docs/domain.md#audit-trail: records who changed what and when, inside the write's own transaction so
 * a write and its audit row stand or fall together.
 * @example await recordAudit(tx, { userId, resource: 'species', recordId, before, after });
 */
export async function recordAudit(
  tx: Db,
  entry: {
    userId: string;
    resource: string;
    recordId: string;
    before: Values | null;
    after: Values | null;
  },
): Promise<void> {
  const action = entry.before === null ? 'create' : entry.after === null ? 'delete' : 'update';
  await tx.insert(auditLog).values({
    userId: entry.userId,
    resource: entry.resource,
    recordId: entry.recordId,
    action,
    changes: changedFields(entry.before, entry.after),
  });
}

const dialect = new PgDialect();

// A process names a few hundred shapes at most; past this, a new shape's name is hashed on each call.
const KNOWN_NAMES = 1_000;
const knownNames = new Map<string, Map<string, string>>();

/**
 * A statement's name: its prefix and a hash of its text, so two shapes never share one. Kept by
 * text: hashing the text on every call was a fiftieth of a list call's server CPU.
 */
function statementName(prefix: string, text: string): string {
  let names = knownNames.get(prefix);
  if (!names) knownNames.set(prefix, (names = new Map()));
  let name = names.get(text);
  if (name === undefined) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    if (names.size < KNOWN_NAMES) names.set(text, name);
  }
  return name;
}

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
  const name = prefix ? statementName(prefix, text) : undefined;
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
