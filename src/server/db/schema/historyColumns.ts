import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns every status history row has (orders', IRs'): the move, its note and when; the table
 * adds its record and who moved it.
 */
export const statusChangeColumns = <Status extends string>() => ({
  // Null for the creation of the record.
  fromStatus: text('from_status').$type<Status>(),
  toStatus: text('to_status').$type<Status>().notNull(),
  note: text('note').notNull().default(''),
  // clock_timestamp: several changes in one transaction still get their own, ordered times.
  at: timestamp('at', { withTimezone: true })
    .notNull()
    .default(sql`clock_timestamp()`),
});

/** A list of texts (tag or permit numbers, parts), empty rather than null. */
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
