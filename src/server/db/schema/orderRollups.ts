import { bigint, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../../../resources/orderStatuses';

// docs/dashboards.md#rollups: the dashboards read sums kept by triggers (a custom migration) in the
// same transaction as each order write, because counting a million orders live takes seconds.
// Every change is counted twice: under its client, and under ALL_CLIENTS, so staff's unfiltered
// figures read a few thousand rows and an outfitter's read their linked clients' rows.

/** The client id of the rows that sum over every client. */
export const ALL_CLIENTS = '00000000-0000-0000-0000-000000000000';

/** Orders by the UTC day they were created, their status now, and their currency. */
export const orderRollups = pgTable(
  'order_rollups',
  {
    clientId: uuid('client_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    currency: text('currency').notNull(),
    orders: integer('orders').notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
    depositMinor: bigint('deposit_minor', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.day, table.status, table.currency] })],
);

/** Quotes decided (Quoted to Accepted or Declined) by UTC day of the decision. */
export const quoteDecisionRollups = pgTable(
  'quote_decision_rollups',
  {
    clientId: uuid('client_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    accepted: integer('accepted').notNull().default(0),
    declined: integer('declined').notNull().default(0),
    /** Sum over the accepted ones of the time from their last move to Quoted. */
    acceptSeconds: bigint('accept_seconds', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.day] })],
);

/**
 * Orders of each outfitter's linked clients by UTC month created: the top outfitters rank over a
 * few rows per outfitter instead of every client's days.
 */
export const outfitterMonthRollups = pgTable(
  'outfitter_month_rollups',
  {
    outfitterId: uuid('outfitter_id').notNull(),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.month, table.outfitterId] })],
);
