import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationDelivery, NotificationKind } from '../../shared/notificationCalls';
import { users } from '../users/table';

// docs/notifications.md: a person's choice of order e-mails; no row means the defaults (every kind,
// as it happens), so accounts made before the choice existed need nothing.
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderStatus: boolean('order_status').notNull().default(true),
  expectedDates: boolean('expected_dates').notNull().default(true),
  photos: boolean('photos').notNull().default(true),
  messages: boolean('messages').notNull().default(true),
  delivery: text('delivery').$type<NotificationDelivery>().notNull().default('immediate'),
  // docs/notifications.md#weekly-digest: when the reader's waiting digest goes out; null while
  // nothing waits. Set with the first item of a week, with the job that sends it.
  digestDueAt: timestamp('digest_due_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// docs/notifications.md#weekly-digest: the news a digest reader has not been sent yet; the digest
// lists and deletes them in one transaction with its e-mail.
export const digestItems = pgTable(
  'digest_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    // The portal page the digest links to (/orders/<id>), made absolute when the digest is sent.
    path: text('path').notNull(),
    // What the line says, in no language yet (digestItemFactsSchema): the digest is written in
    // the reader's language of the day it goes out.
    facts: jsonb('facts').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('digest_items_user_idx').on(table.userId, table.createdAt)],
);
