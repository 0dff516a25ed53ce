import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type OrderStatus } from './orderStatuses';
import { LINE_STAGES, type LineStage } from './lineStages';
import type { LineMove } from './lineMoves';
import { productionSteps } from '../production-steps/table';
import { pricelists } from '../pricelists/table';
import { species } from '../species/table';
import { trophyTypes } from '../trophy-types/table';
import { clients } from '../clients/table';
import { instructionRegisters, irLines } from '../instruction-registers/table';
import { tlsExports } from '../tls-exports/table';
import { statusChangeColumns, textList } from '../../server/db/schema/historyColumns';
import { users } from '../users/table';
import type { ExpectedDates } from './expectedDates';
import type { LandedCost } from './definition';
import type { HistoryPayment } from '../payments/historyPayment';

// docs/domain.md#orders-and-quotes.

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const quotedList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));
const statusList = quotedList(ORDER_STATUSES);

/** docs/invoices.md#numbers: invoice numbers, a sequence of their own; a number taken is never given again. */
export const invoiceNumberSequence = pgSequence('invoice_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Shown as Q-000123; an identity never repeats, even after a rollback.
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    status: text('status').$type<OrderStatus>().notNull().default('draft'),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    outfitterId: uuid('outfitter_id').references(() => users.id),
    phId: uuid('ph_id').references(() => users.id),
    irId: uuid('ir_id').references(() => instructionRegisters.id),
    pricelistId: uuid('pricelist_id')
      .notNull()
      .references(() => pricelists.id),
    currency: text('currency').notNull(),
    discountBp: integer('discount_bp').notNull().default(0),
    vatRateBp: integer('vat_rate_bp').notNull().default(0),
    depositBp: integer('deposit_bp').notNull().default(0),
    // Totals are stored as the server computed them on the last write, so the list never recomputes.
    subtotalMinor: money('subtotal_minor'),
    discountMinor: money('discount_minor'),
    vatMinor: money('vat_minor'),
    totalMinor: money('total_minor'),
    depositMinor: money('deposit_minor'),
    hasPriceOnRequest: boolean('has_price_on_request').notNull().default(false),
    // docs/money.md#landed-costs: crating, dip & pack, freight, insurance; a few per order, read
    // and written with it, so kept on its row.
    landedCosts: jsonb('landed_costs')
      .$type<LandedCost[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // Every line's tag numbers, kept in step with order_lines in the same transaction, so the list
    // finds an order by tag number through one GIN index instead of joining the lines.
    tagNumbers: textList('tag_numbers'),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // docs/domain.md#tls-exports: an order is exported once unless re-exported on purpose.
    exportedToTlsAt: timestamp('exported_to_tls_at', { withTimezone: true }),
    // The batch that last exported the order (docs/tls-export.md#batches).
    tlsExportId: uuid('tls_export_id').references(() => tlsExports.id),
    // docs/dashboards.md#blocked-by-paperwork: the last UTC day on which every document the order
    // needs is valid ('infinity' when none expires, '-infinity' while one is missing), kept by
    // triggers on documents, lines, species and the order's IR; incomplete today is `< today`.
    paperworkCompleteUntil: date('paperwork_complete_until', { mode: 'string' })
      .notNull()
      .default(sql`'-infinity'`),
    // docs/order-workflow.md#expected-dates: the studio's word to the hunter, set by staff.
    expectedReadyOn: date('expected_ready_on', { mode: 'string' }),
    expectedShippingOn: date('expected_shipping_on', { mode: 'string' }),
    // docs/invoices.md#numbers: taken from invoice_number_seq the first time the invoice is asked
    // for, then kept; shown as INV-000001.
    invoiceNumber: integer('invoice_number'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
  },
  // The list is newest first, 25 a page, scoped per role and optionally filtered by status: each
  // scope has an index that yields its rows already in (created_at, id) order, so a page reads 25
  // index entries instead of sorting the scope (bench/orders-list measures it at 1M orders).
  // DESC NULLS FIRST is what a plain `order by created_at desc, id desc` asks for.
  (table) => [
    uniqueIndex('orders_number_key').on(table.number),
    uniqueIndex('orders_invoice_number_key').on(table.invoiceNumber),
    index('orders_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('orders_status_created_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Sorted by id (a generic client's default, docs/orders-list.md#sorting) with a status filter:
    // without it a page walked the primary key checking each row's status.
    index('orders_status_id_idx').on(table.status, table.id),
    index('orders_client_created_idx').on(
      table.clientId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // An outfitter's or client's list filtered by a status their orders never have would otherwise
    // tempt the planner into walking every order newest first, looking for one that matches.
    index('orders_client_status_created_idx').on(
      table.clientId,
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('orders_outfitter_created_idx')
      .on(table.outfitterId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.outfitterId} is not null`),
    index('orders_ph_created_idx')
      .on(table.phId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.phId} is not null`),
    // Sorted by total (docs/orders-list.md#sorting): ties newest first, read in either direction.
    index('orders_total_created_idx').on(
      table.totalMinor,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('orders_tag_numbers_idx').using('gin', table.tagNumbers),
    // An IR shows its quote (docs/instruction-registers.md#from-register-to-quote).
    index('orders_ir_idx')
      .on(table.irId)
      .where(sql`${table.irId} is not null`),
    // The TLS export screen lists the orders waiting for export (waitingForExportSql: Accepted or
    // In production, never exported): a small partial index.
    index('orders_tls_pending_idx')
      .on(table.createdAt)
      .where(
        sql`${table.exportedToTlsAt} is null and ${table.status} in ('accepted', 'inProduction')`,
      ),
    // docs/dashboards.md#performance: the dashboards count the few orders that leave a rolled-up
    // count (in production with complete paperwork, accepted yet exported) and subtract them.
    index('orders_paperwork_complete_idx')
      .on(table.paperworkCompleteUntil, table.createdAt)
      .where(sql`${table.status} = 'inProduction'`),
    index('orders_accepted_exported_idx')
      .on(table.createdAt)
      .where(sql`${table.exportedToTlsAt} is not null and ${table.status} = 'accepted'`),
    check('orders_status_check', sql`${table.status} in (${statusList})`),
    check(
      'orders_rates_check',
      sql`${table.discountBp} between 0 and 10000 and ${table.vatRateBp} between 0 and 10000 and ${table.depositBp} between 0 and 10000`,
    ),
    check(
      'orders_expected_dates_check',
      sql`${table.expectedShippingOn} is null or ${table.expectedReadyOn} is null or ${table.expectedShippingOn} >= ${table.expectedReadyOn}`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    speciesId: uuid('species_id')
      .notNull()
      .references(() => species.id),
    trophyTypeId: uuid('trophy_type_id')
      .notNull()
      .references(() => trophyTypes.id),
    quantity: integer('quantity').notNull(),
    // Null is "price on request".
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }),
    tagNumbers: textList('tag_numbers'),
    instruction: text('instruction').notNull().default(''),
    // docs/line-stages.md: where the trophy is, its production step while in production, and
    // since when (the workbench's "since").
    stage: text('stage').$type<LineStage>().notNull().default('collected'),
    productionStepId: uuid('production_step_id').references(() => productionSteps.id),
    stageAt: timestamp('stage_at', { withTimezone: true }).notNull().defaultNow(),
    // docs/order-line-photos.md#farm-photos: the register line the animal was quoted from, whose
    // photos, measurements and condition notes the order shows; an IR edit keeps the lines it
    // names, and one that removes the line lets go of the link rather than point at a line gone.
    irLineId: uuid('ir_line_id').references(() => irLines.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('order_lines_order_position_key').on(table.orderId, table.position),
    check('order_lines_quantity_check', sql`${table.quantity} > 0`),
    check('order_lines_stage_check', sql`${table.stage} in (${quotedList(LINE_STAGES)})`),
    check(
      'order_lines_step_check',
      sql`${table.stage} = 'inProduction' or ${table.productionStepId} is null`,
    ),
    // The workbench lists the lines at one stage and step, longest waiting first.
    index('order_lines_stage_idx').on(table.stage, table.productionStepId, table.stageAt),
    // A register line's orders: a file read finds the orders showing a farm photo by it
    // (docs/order-line-photos.md#farm-photos), and a register line removed clears its links.
    index('order_lines_ir_line_idx')
      .on(table.irLineId)
      .where(sql`${table.irLineId} is not null`),
  ],
);

export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...statusChangeColumns<OrderStatus>(),
    byUserId: uuid('by_user_id')
      .notNull()
      .references(() => users.id),
    // docs/order-workflow.md#history: the mover's name when they moved it; a later rename leaves it.
    byName: text('by_name').notNull().default(''),
    // docs/order-workflow.md#expected-dates: set on a row that records new expected dates (its
    // status stays: from and to are the same), null on a move.
    expectedDates: jsonb('expected_dates').$type<ExpectedDates>(),
    // docs/messages.md#history: set on a row that records a message of the order's thread (its
    // status stays), null otherwise. No foreign key: messages are never deleted, and one would make
    // this table's module and the messages' import each other.
    messageId: uuid('message_id'),
    // docs/messages.md#history: a row staff alone read (an internal note's).
    internal: boolean('internal').notNull().default(false),
    // docs/line-stages.md#history: set on a row that records a line's move (the order's status
    // stays), null otherwise.
    lineMove: jsonb('line_move').$type<LineMove>(),
    // docs/payments.md#history: set on a row that records a payment (its status stays), null otherwise.
    payment: jsonb('payment').$type<HistoryPayment>(),
  },
  (table) => [index('order_status_changes_order_idx').on(table.orderId, table.at)],
);

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

// docs/tls-export.md#batches: which orders each batch holds (beside the orders: orders
// point at tls_exports, and this table at both).
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
