import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work that one process at a time does, whichever process it is (docs/multi-process.md#leases): the
 * process holding a name until its lease expires, renewed while the work runs.
 */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  // A random id of the one run that holds it: only that run renews or releases it.
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
