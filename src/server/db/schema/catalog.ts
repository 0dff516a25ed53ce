import { sql } from 'drizzle-orm';
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
import { recordColumns } from './recordColumns';

// The studio's catalogue (docs/domain.md#pricelists): species, trophy types and the pricelists over both.

export const species = pgTable(
  'species',
  {
    ...recordColumns(),
    commonName: text('common_name').notNull(),
    scientificName: text('scientific_name').notNull(),
    family: text('family').notNull().default(''),
    citesAppendix: text('cites_appendix').notNull().default('none'),
    topsListed: boolean('tops_listed').notNull().default(false),
    imageUrl: text('image_url'),
  },
  (table) => [uniqueIndex('species_scientific_name_key').on(sql`lower(${table.scientificName})`)],
);

export const trophyTypes = pgTable(
  'trophy_types',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
  },
  (table) => [uniqueIndex('trophy_types_name_key').on(sql`lower(${table.name})`)],
);

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
    // docs/domain.md#pricelists: one price per species and trophy type in a pricelist.
    uniqueIndex('pricelist_items_species_trophy_key').on(
      table.pricelistId,
      table.speciesId,
      table.trophyTypeId,
    ),
    index('pricelist_items_species_idx').on(table.speciesId),
    index('pricelist_items_trophy_type_idx').on(table.trophyTypeId),
  ],
);
