import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../server/db/schema/recordColumns';

// docs/line-stages.md#production-steps.
export const productionSteps = pgTable('production_steps', {
  ...recordColumns(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull().default(''),
  position: integer('position').notNull(),
  appliesToDipAndPack: boolean('applies_to_dip_and_pack').notNull().default(true),
});
