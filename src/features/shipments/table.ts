import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../server/db/schema/recordColumns';

// docs/crates-and-shipments.md#shipments: crates handed to one freight agent together, under one
// air waybill.
export const shipments = pgTable(
  'shipments',
  {
    ...recordColumns(),
    // Shown as S-000001; an identity never repeats, even after a rollback.
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    freightAgent: text('freight_agent').notNull(),
    airline: text('airline').notNull().default(''),
    airWaybill: text('air_waybill').notNull().default(''),
    handedOverOn: date('handed_over_on', { mode: 'string' }),
    shippedOn: date('shipped_on', { mode: 'string' }),
  },
  (table) => [
    uniqueIndex('shipments_number_key').on(table.number),
    check(
      'shipments_dates_check',
      sql`${table.shippedOn} is null or ${table.handedOverOn} is null or ${table.shippedOn} >= ${table.handedOverOn}`,
    ),
  ],
);
