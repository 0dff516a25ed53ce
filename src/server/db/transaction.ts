import type { Db } from './database';
import { auditLog } from './schema/audit';

// A write's transaction and the audit row every write leaves in it (docs/domain.md#audit-trail).

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
