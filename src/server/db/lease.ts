import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from './database';
import { leases } from './schema/leases';

export type LeaseOutcome<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `work` only if no other run, in this process or another on the same database, holds the
 * named lease; otherwise answers `{ ran: false }` at once (docs/multi-process.md#leases). The lease
 * lasts `ttlMs` and is renewed every third of it while the work runs, so a process that dies
 * mid-work frees it within `ttlMs`. The database's clock decides, so processes' clocks may differ.
 * A table row rather than an advisory lock: PGlite has one session, in which such a lock is
 * re-entrant, and a pooled PostgreSQL connection would have to be held for the whole work.
 * @example const swept = await withLease(db, 'orphan-sweep', 5 * 60_000, () => sweep());
 */
export async function withLease<T>(
  db: Db,
  name: string,
  ttlMs: number,
  work: () => Promise<T>,
): Promise<LeaseOutcome<T>> {
  const holder = randomUUID();
  const expiresAt = sql`now() + make_interval(secs => ${ttlMs / 1000})`;
  const [taken] = await db
    .insert(leases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: leases.name,
      set: { holder, expiresAt },
      setWhere: lte(leases.expiresAt, sql`now()`),
    })
    .returning({ holder: leases.holder });
  if (!taken) return { ran: false };
  const held = and(eq(leases.name, name), eq(leases.holder, holder));
  // A failed renewal is retried at the next; were the lease to lapse meanwhile, the work must
  // tolerate a second run beside it (every user of a lease says why it does).
  const renewing = setInterval(() => {
    db.update(leases)
      .set({ expiresAt })
      .where(held)
      .catch(() => undefined);
  }, ttlMs / 3).unref();
  try {
    return { ran: true, result: await work() };
  } finally {
    clearInterval(renewing);
    await db.delete(leases).where(held);
  }
}
