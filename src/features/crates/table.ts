import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from '../clients/table';
import { orderLines } from '../orders/table';
import { shipments } from '../shipments/table';
import { recordColumns } from '../../server/db/schema/recordColumns';

const kilograms = (name: string) => numeric(name, { precision: 9, scale: 2, mode: 'number' });

// docs/crates-and-shipments.md#crates: a crate of one client's trophies, to one consignee.
export const crates = pgTable(
  'crates',
  {
    ...recordColumns(),
    // Shown as C-000001; an identity never repeats, even after a rollback.
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    consigneeName: text('consignee_name').notNull(),
    consigneeAddress: text('consignee_address').notNull().default(''),
    lengthCm: integer('length_cm').notNull(),
    widthCm: integer('width_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    actualWeightKg: kilograms('actual_weight_kg').notNull(),
    // Stored as volumetricWeight.ts computed it from the dimensions on the crate's last write.
    volumetricWeightKg: kilograms('volumetric_weight_kg').notNull(),
    currency: text('currency').notNull(),
    declaredValueMinor: bigint('declared_value_minor', { mode: 'number' }).notNull().default(0),
    insuredValueMinor: bigint('insured_value_minor', { mode: 'number' }).notNull().default(0),
    shipmentId: uuid('shipment_id').references(() => shipments.id),
    // docs/crates-and-shipments.md#who-sees-what: the PHs of the orders whose lines the crate
    // holds, kept whenever its lines change, so a PH's rows are one array test.
    phIds: uuid('ph_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (table) => [
    uniqueIndex('crates_number_key').on(table.number),
    index('crates_client_idx').on(table.clientId),
    index('crates_shipment_idx')
      .on(table.shipmentId)
      .where(sql`${table.shipmentId} is not null`),
    index('crates_ph_ids_idx').using('gin', table.phIds),
    check(
      'crates_sizes_check',
      sql`${table.lengthCm} > 0 and ${table.widthCm} > 0 and ${table.heightCm} > 0 and ${table.actualWeightKg} > 0`,
    ),
    check(
      'crates_values_check',
      sql`${table.declaredValueMinor} >= 0 and ${table.insuredValueMinor} >= 0`,
    ),
  ],
);

// docs/crates-and-shipments.md#packing: which order lines each crate holds; a line is in one
// crate at most (the unique index, whatever the writes race).
export const crateLines = pgTable(
  'crate_lines',
  {
    crateId: uuid('crate_id')
      .notNull()
      .references(() => crates.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.crateId, table.orderLineId] }),
    uniqueIndex('crate_lines_line_key').on(table.orderLineId),
  ],
);
