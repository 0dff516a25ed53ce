import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every engine table has: id, the version a stale edit is refused by (409), timestamps. */
export const recordColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
