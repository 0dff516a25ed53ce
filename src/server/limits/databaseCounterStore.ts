import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitCounters } from '../db/schema/rateLimits';
import { NO_COUNT, type Counter, type CounterStore } from './counterStore';

const counters = rateLimitCounters;
// The database's clock decides for every process, so two servers whose clocks differ still agree.
const ttlMs = sql<number>`greatest(0, ceil(extract(epoch from (${counters.expiresAt} - now())) * 1000))::int`;
const ended = sql`${counters.expiresAt} <= now()`;

/** Counters in the rate_limit_counters table: one upsert a hit (docs/sessions.md#rate-limits). */
export function databaseCounterStore(db: Db): CounterStore {
  return {
    async incr(key, windowMs): Promise<Counter> {
      const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
      const [row] = await db
        .insert(counters)
        .values({ key, count: 1, expiresAt: windowEnd })
        .onConflictDoUpdate({
          target: counters.key,
          set: {
            count: sql`case when ${ended} then 1 else ${counters.count} + 1 end`,
            expiresAt: sql`case when ${ended} then ${windowEnd} else ${counters.expiresAt} end`,
          },
        })
        .returning({ current: counters.count, ttlMs });
      return row ?? NO_COUNT;
    },
    async read(key) {
      const [row] = await db
        .select({ current: counters.count, ttlMs })
        .from(counters)
        .where(and(eq(counters.key, key), gt(counters.expiresAt, sql`now()`)));
      return row ?? NO_COUNT;
    },
    async clear(key) {
      await db.delete(counters).where(eq(counters.key, key));
    },
    async prune() {
      await db.delete(counters).where(lte(counters.expiresAt, sql`now()`));
    },
    // The database belongs to the app, which closes it.
    close: async () => undefined,
  };
}
