import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../features/users/table';

/** docs/domain.md#audit-trail: who changed what and when, one row per write, in the write's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action').$type<'create' | 'update' | 'delete'>().notNull(),
    // { field: [before, after] } for the fields that changed.
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
  },
  (table) => [index('audit_log_record_idx').on(table.resource, table.recordId)],
);
