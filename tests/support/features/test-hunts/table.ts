import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../../src/server/db/schema/recordColumns';

export const hunts = pgTable('test_hunts', {
  ...recordColumns(),
  name: text('name').notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
});
