import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/table';
import { tlsExports } from './table';

// docs/tls-export.md#batches: which orders each batch holds (its own file: orders point at
// tls_exports, and this table at both).
export const tlsExportOrders = pgTable(
  'tls_export_orders',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => tlsExports.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    // False for the order's first export; true when staff export it again with a reason.
    reexport: boolean('reexport').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.exportId, table.orderId] }),
    // docs/tls-export.md#re-export: an order is in one batch only unless re-exported on purpose.
    uniqueIndex('tls_export_orders_first_key')
      .on(table.orderId)
      .where(sql`not ${table.reexport}`),
  ],
);
