import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/table';
import { recordColumns } from '../../server/db/schema/recordColumns';
import { users } from '../users/table';
import { PAYMENT_METHODS } from './paymentMethods';

const methodList = sql.raw(PAYMENT_METHODS.map((method) => `'${method}'`).join(', '));

// docs/payments.md: an order's payments and refunds (negative amounts), in the order's currency.
export const payments = pgTable(
  'payments',
  {
    ...recordColumns(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    reason: text('reason').notNull().default(''),
    recordedById: uuid('recorded_by_id')
      .notNull()
      .references(() => users.id),
  },
  // An order's payments are summed at every move and read in the order they were recorded.
  (table) => [
    index('payments_order_idx').on(table.orderId, table.createdAt),
    check('payments_method_check', sql`${table.method} in (${methodList})`),
    check('payments_amount_check', sql`${table.amountMinor} <> 0`),
    check('payments_refund_reason_check', sql`${table.amountMinor} > 0 or ${table.reason} <> ''`),
  ],
);
