import { doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../server/db/schema/recordColumns';

export const farms = pgTable('farms', {
  ...recordColumns(),
  name: text('name').notNull(),
  region: text('region').notNull().default(''),
  country: text('country').notNull(),
  contact: text('contact').notNull().default(''),
  // GPS position in decimal degrees; coordinates are not money, so floating point is fine.
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});
