import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { IR_STATUSES, type IrStatus } from './irStatuses';
import { species } from '../species/table';
import { trophyTypes } from '../trophy-types/table';
import { clients } from '../clients/table';
import { farms } from '../farms/table';
import { files } from '../../server/db/schema/files';
import { recordColumns } from '../../server/db/schema/recordColumns';
import { statusChangeColumns, textList } from '../../server/db/schema/historyColumns';
import { users } from '../users/table';

// docs/instruction-registers.md: an IR, its lines (one per animal) and its status history.

const statusList = sql.raw(IR_STATUSES.map((status) => `'${status}'`).join(', '));

export const instructionRegisters = pgTable(
  'instruction_registers',
  {
    ...recordColumns(),
    // Shown as IR-000123; an identity is a sequence that never repeats, even after a rollback.
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    status: text('status').$type<IrStatus>().notNull().default('open'),
    farmId: uuid('farm_id').references(() => farms.id),
    collectorId: uuid('collector_id')
      .notNull()
      .references(() => users.id),
    collectedAt: timestamp('collected_at', { withTimezone: true, mode: 'string' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    clientId: uuid('client_id').references(() => clients.id),
    hunterName: text('hunter_name').notNull().default(''),
    hunterPassportNumber: text('hunter_passport_number').notNull().default(''),
    hunterCountry: text('hunter_country'),
    outfitterId: uuid('outfitter_id').references(() => users.id),
    phId: uuid('ph_id').references(() => users.id),
    phRegisterNumber: text('ph_register_number').notNull().default(''),
    huntStartsOn: date('hunt_starts_on', { mode: 'string' }),
    huntEndsOn: date('hunt_ends_on', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    hunterSignatureFileId: uuid('hunter_signature_file_id').references(() => files.id),
    collectorSignatureFileId: uuid('collector_signature_file_id').references(() => files.id),
  },
  // Each role's rows, the status filter and the farm's IRs are read newest first through one of
  // these, so a page reads about a page of index entries (docs/instruction-registers.md#the-list).
  // NULLS FIRST as ORDER BY ... DESC has it, or the index does not serve the sort.
  (table) => {
    // A function: drizzle's desc() marks the column for the one index it is given to.
    const newestFirst = () =>
      [table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()] as const;
    return [
      uniqueIndex('instruction_registers_number_key').on(table.number),
      index('instruction_registers_created_idx').on(...newestFirst()),
      index('instruction_registers_status_created_idx').on(table.status, ...newestFirst()),
      index('instruction_registers_collector_idx').on(table.collectorId, ...newestFirst()),
      index('instruction_registers_client_idx').on(table.clientId, ...newestFirst()),
      index('instruction_registers_ph_idx').on(table.phId, ...newestFirst()),
      index('instruction_registers_farm_idx').on(table.farmId, ...newestFirst()),
      // Sorted by collected at, either direction (ASC NULLS LAST read backwards is DESC NULLS FIRST).
      index('instruction_registers_collected_idx').on(table.collectedAt, table.id),
      // The search (`q`: the text anywhere in the hunter's name, passport number or notes, ILIKE)
      // reads pg_trgm's trigrams of each column on this one index, not every IR.
      index('instruction_registers_search_trgm_idx').using(
        'gin',
        table.hunterName.op('gin_trgm_ops'),
        table.hunterPassportNumber.op('gin_trgm_ops'),
        table.notes.op('gin_trgm_ops'),
      ),
      check('instruction_registers_status_check', sql`${table.status} in (${statusList})`),
    ];
  },
);

export const irLines = pgTable(
  'ir_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    irId: uuid('ir_id')
      .notNull()
      .references(() => instructionRegisters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    speciesId: uuid('species_id')
      .notNull()
      .references(() => species.id),
    sex: text('sex').notNull().default('unknown'),
    tagNumber: text('tag_number').notNull().default(''),
    permitNumbers: textList('permit_numbers'),
    parts: textList('parts'),
    trophyTypeId: uuid('trophy_type_id').references(() => trophyTypes.id),
    instruction: text('instruction').notNull().default(''),
    measurements: jsonb('measurements')
      .$type<{ name: string; value: string }[]>()
      .notNull()
      .default([]),
    conditionNotes: text('condition_notes').notNull().default(''),
    // docs/files.md "For resources that hold files": the holder looks photos up by this GIN index.
    photoFileIds: uuid('photo_file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    checkedIn: boolean('checked_in').notNull().default(false),
    discrepancies: text('discrepancies').notNull().default(''),
  },
  (table) => [
    uniqueIndex('ir_lines_ir_position_key').on(table.irId, table.position),
    index('ir_lines_photo_file_ids_idx').using('gin', table.photoFileIds),
  ],
);

export const irStatusChanges = pgTable(
  'ir_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    irId: uuid('ir_id')
      .notNull()
      .references(() => instructionRegisters.id, { onDelete: 'cascade' }),
    ...statusChangeColumns<IrStatus>(),
    byUserId: uuid('by_user_id').references(() => users.id),
  },
  (table) => [index('ir_status_changes_ir_idx').on(table.irId, table.at)],
);

// docs/instruction-registers.md#the-list: an outfitter sees the IRs of the clients linked to them
// now. Reading all IRs of their clients and sorting them grew with the outfitter's own IRs (1,000
// rows for 1% of 100k), so the pairs (outfitter, IR) are kept here, as outfitter_orders keeps the
// orders', by triggers on instruction_registers and client_outfitters in the same statement as the
// change (the migration ir_list_outfitter_index_and_search).
export const outfitterIrs = pgTable(
  'outfitter_irs',
  {
    outfitterId: uuid('outfitter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    irId: uuid('ir_id')
      .notNull()
      .references(() => instructionRegisters.id, { onDelete: 'cascade' }),
    // Copies of the IR's, so the outfitter's page, status filter and sorts read this table's index only.
    status: text('status').$type<IrStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    number: integer('number').notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
  },
  (table) => {
    // As the IR's own indexes (instructionRegisters.ts): NULLS FIRST as ORDER BY ... DESC has it.
    const newestFirst = () =>
      [table.createdAt.desc().nullsFirst(), table.irId.desc().nullsFirst()] as const;
    return [
      // Unlinking a client deletes by (outfitter, client).
      primaryKey({ columns: [table.outfitterId, table.clientId, table.irId] }),
      index('outfitter_irs_ir_idx').on(table.irId),
      index('outfitter_irs_created_idx').on(table.outfitterId, ...newestFirst()),
      index('outfitter_irs_status_created_idx').on(
        table.outfitterId,
        table.status,
        ...newestFirst(),
      ),
      index('outfitter_irs_number_idx').on(table.outfitterId, table.number, table.irId),
      index('outfitter_irs_collected_idx').on(table.outfitterId, table.collectedAt, table.irId),
    ];
  },
);
