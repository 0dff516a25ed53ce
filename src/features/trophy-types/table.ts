import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../server/db/schema/recordColumns';

// docs/domain.md#pricelists: the trophy types a pricelist prices.
export const trophyTypes = pgTable(
  'trophy_types',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    dipAndPack: boolean('dip_and_pack').notNull().default(false),
  },
  (table) => [uniqueIndex('trophy_types_name_key').on(sql`lower(${table.name})`)],
);
