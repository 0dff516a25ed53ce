import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { IrStatus } from './irStatuses';
import { instructionRegisters } from './table';
import { users } from '../users/table';

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
