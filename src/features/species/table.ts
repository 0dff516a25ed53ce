import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../server/db/schema/recordColumns';

// docs/domain.md#pricelists: the species a pricelist prices.
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
