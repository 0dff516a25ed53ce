import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderStatus } from './orderStatuses';
import { orders } from './table';
import { users } from '../users/table';

// docs/orders-list.md#the-outfitter-index: an outfitter sees the orders of the clients linked to them
// now. Walking all orders newest first and checking each client's links read 1/share rows a page
// (about 26,000 for an outfitter with 0.1% of the orders), so the pairs (outfitter, order) are kept
// here by triggers on orders and client_outfitters (the custom migration outfitter_orders_triggers),
// in the same statement as the change: a link made after the order adds its orders at once.
export const outfitterOrders = pgTable(
  'outfitter_orders',
  {
    outfitterId: uuid('outfitter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Copies of the order's, so the outfitter's page, status filter and sorts (docs/orders-list.md#sorting)
    // read this table's index only.
    status: text('status').$type<OrderStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    number: integer('number').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    // Unlinking a client deletes by (outfitter, client).
    primaryKey({ columns: [table.outfitterId, table.clientId, table.orderId] }),
    index('outfitter_orders_order_idx').on(table.orderId),
    index('outfitter_orders_created_idx').on(
      table.outfitterId,
      table.createdAt.desc().nullsFirst(),
      table.orderId.desc().nullsFirst(),
    ),
    index('outfitter_orders_status_created_idx').on(
      table.outfitterId,
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.orderId.desc().nullsFirst(),
    ),
    index('outfitter_orders_number_idx').on(table.outfitterId, table.number),
    // Sorted by id, a generic client's default (docs/orders-list.md#sorting); the status after
    // the id lets a status filter read the index alone.
    index('outfitter_orders_id_idx').on(table.outfitterId, table.orderId, table.status),
    index('outfitter_orders_total_created_idx').on(
      table.outfitterId,
      table.totalMinor,
      table.createdAt.desc().nullsFirst(),
      table.orderId.desc().nullsFirst(),
    ),
  ],
);
