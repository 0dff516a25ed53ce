import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from '../../server/db/schema/recordColumns';
import { species } from '../species/table';
import { trophyTypes } from '../trophy-types/table';

// The studio's pricelists over species and trophy types (docs/domain.md#pricelists).

export const pricelists = pgTable('pricelists', {
  ...recordColumns(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }),
  active: boolean('active').notNull().default(false),
});

export const pricelistItems = pgTable(
  'pricelist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pricelistId: uuid('pricelist_id')
      .notNull()
      .references(() => pricelists.id, { onDelete: 'cascade' }),
    speciesId: uuid('species_id')
      .notNull()
      .references(() => species.id),
    trophyTypeId: uuid('trophy_type_id')
      .notNull()
      .references(() => trophyTypes.id),
    position: integer('position').notNull().default(0),
    // Minor units of the pricelist's currency; null is "price on request".
    priceMinor: bigint('price_minor', { mode: 'number' }),
    productionWeeks: integer('production_weeks'),
  },
  (table) => [
    // docs/domain.md#pricelists: one price per species and trophy type in a pricelist. Migration
    // 0047 makes it a deferrable constraint of the same name, so an edit may swap two items' keys.
    uniqueIndex('pricelist_items_species_trophy_key').on(
      table.pricelistId,
      table.speciesId,
      table.trophyTypeId,
    ),
    index('pricelist_items_species_idx').on(table.speciesId),
    index('pricelist_items_trophy_type_idx').on(table.trophyTypeId),
  ],
);
