import { and, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/database';
import { HttpError } from '../../server/http/httpError';
import type { RecordTable } from './resourceStore';

/** docs/api.md: a stale edit gets 409, not a silent overwrite. */
export const staleVersion = () => new HttpError(409, 'errors.records.changedElsewhere');

/**
 * Refuses an edit made on another version than the record's current one.
 * @example expectVersion(request.body.version, before.version);
 */
export function expectVersion(sent: unknown, current: number): void {
  if (sent !== current) throw staleVersion();
}

/**
 * Writes `values` to the record if it is still at `version`, bumping the version; 409 otherwise, so
 * a change committed between the read and this write is never overwritten.
 * @example await updateAtVersion(tx, orders, order.id, order.version, { status: 'quoted' });
 */
export async function updateAtVersion(
  tx: Db,
  table: RecordTable,
  id: string,
  version: number,
  values: Record<string, unknown>,
): Promise<void> {
  await updateAtVersions(tx, table, [{ id, version }], values);
}

/**
 * updateAtVersion for many records in one statement (a TLS batch's orders): all of them are still at
 * their version and all are written, or 409 and none is.
 * @example await updateAtVersions(tx, orders, picked, { tlsExportId: batch.id });
 */
export async function updateAtVersions(
  tx: Db,
  table: RecordTable,
  records: readonly { id: string; version: number }[],
  values: Record<string, unknown>,
): Promise<void> {
  if (records.length === 0) return;
  // Two array parameters however many records: a list of (id, version) pairs would take two each
  // (and PGlite answers a long row list wrongly).
  const ids = sql`${sql.param(records.map((record) => record.id))}::uuid[]`;
  const versions = sql`${sql.param(records.map((record) => record.version))}::integer[]`;
  const updated = await tx
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
    .where(
      and(
        // The id list reads the primary key; the pairs then check each record's version.
        sql`${table.id} = any(${ids})`,
        sql`(${table.id}, ${table.version}) in (select * from unnest(${ids}, ${versions}))`,
      ),
    )
    .returning({ id: table.id });
  if (updated.length !== records.length) throw staleVersion();
}
