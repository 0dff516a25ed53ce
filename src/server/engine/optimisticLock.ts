import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import type { RecordTable } from './resourceStore';

/** docs/api.md: a stale edit gets 409, not a silent overwrite. */
export const staleVersion = () =>
  new HttpError(
    409,
    'This record was changed by someone else; reload it and apply your change again',
  );

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
  const updated = await tx
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning({ id: table.id });
  if (updated.length === 0) throw staleVersion();
}
