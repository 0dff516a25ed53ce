import { bigint, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../orders/orderStatuses';

// docs/dashboards.md#rollups: the dashboards read sums kept by triggers (custom migrations) in the
// same transaction as each order write, because counting a million orders live takes seconds.
// Every change is counted under several scopes: its client, ALL_CLIENTS, and each outfitter the
// client is linked to now, so staff's figures read the all-clients rows and an outfitter's their own.

/** The scope id of the rows that sum over every client. */
export const ALL_CLIENTS = '00000000-0000-0000-0000-000000000000';

/**
 * Orders by the UTC day they were created, their status now, and their currency, per scope: a
 * client's id, ALL_CLIENTS, or an outfitter's user id.
 */
export const orderRollups = pgTable(
  'order_rollups',
  {
    scopeId: uuid('scope_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    currency: text('currency').notNull(),
    orders: integer('orders').notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
    depositMinor: bigint('deposit_minor', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.scopeId, table.day, table.status, table.currency] })],
);

/** Quotes decided (Quoted to Accepted or Declined) by UTC day of the decision, per scope. */
export const quoteDecisionRollups = pgTable(
  'quote_decision_rollups',
  {
    scopeId: uuid('scope_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    accepted: integer('accepted').notNull().default(0),
    declined: integer('declined').notNull().default(0),
    /** Sum over the accepted ones of the time from their last move to Quoted. */
    acceptSeconds: bigint('accept_seconds', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.scopeId, table.day] })],
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

/**
 * order_rollups' sums by UTC month, for ALL_CLIENTS and each outfitter (not per client): a range
 * of whole months reads a few hundred rows instead of every day's (docs/dashboards.md#performance).
 */
export const orderMonthRollups = pgTable(
  'order_month_rollups',
  {
    scopeId: uuid('scope_id').notNull(),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    currency: text('currency').notNull(),
    orders: integer('orders').notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
    depositMinor: bigint('deposit_minor', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.scopeId, table.month, table.status, table.currency] })],
);
