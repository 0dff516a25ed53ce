import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../features/users/table';

/**
 * Rate-limit and sign-in failure counters, shared by every API process through the database (or
 * kept in Redis instead when REDIS_URL is set): docs/sessions.md#rate-limits.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  // The window ends here; the next hit after it starts a new window at one.
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The client addresses each account has signed in from: the right password from one of them goes
 * through even while strangers' failures throttle the account (docs/sessions.md#sign-in-throttling).
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.address] })],
);
