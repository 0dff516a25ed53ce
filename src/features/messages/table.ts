import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { instructionRegisters } from '../instruction-registers/table';
import { orders } from '../orders/table';
import { recordColumns } from '../../server/db/schema/recordColumns';
import { users } from '../users/table';

// docs/messages.md: one table for both threads, an order's and an IR's; a message is on exactly one.

export const messages = pgTable(
  'messages',
  {
    ...recordColumns(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    irId: uuid('ir_id').references(() => instructionRegisters.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    // docs/messages.md#e-mails: whether the studio wrote it, as the author stood when they did; it
    // decides who is told.
    fromStudio: boolean('from_studio').notNull(),
    internal: boolean('internal').notNull().default(false),
    text: text('text').notNull(),
    // docs/files.md#for-resources-that-hold-files: the attachments, the writer's own uploads.
    fileIds: uuid('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    // docs/messages.md#who-sees-what: the thread as the client side reads it, null on an internal
    // note, so one `via` scope of the access policy says both "on an order they read" and "not
    // internal".
    sharedOrderId: uuid('shared_order_id').generatedAlwaysAs(
      sql`case when not internal then order_id end`,
    ),
    sharedIrId: uuid('shared_ir_id').generatedAlwaysAs(sql`case when not internal then ir_id end`),
  },
  // A thread is read oldest first; unread counts walk an order's messages after a time.
  (table) => [
    index('messages_order_idx')
      .on(table.orderId, table.createdAt)
      .where(sql`${table.orderId} is not null`),
    // The client side's threads (their header's unread count reads them through the access
    // policy's scope on sharedOrderId, docs/messages.md#unread).
    index('messages_shared_order_idx')
      .on(table.sharedOrderId, table.createdAt)
      .where(sql`${table.sharedOrderId} is not null`),
    index('messages_ir_idx')
      .on(table.irId, table.createdAt)
      .where(sql`${table.irId} is not null`),
    check('messages_one_thread_check', sql`num_nonnulls(${table.orderId}, ${table.irId}) = 1`),
    check('messages_internal_by_studio_check', sql`not ${table.internal} or ${table.fromStudio}`),
  ],
);

/** docs/messages.md#unread: when each user last opened an order's thread. */
export const messageReadMarks = pgTable(
  'message_read_marks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.orderId] })],
);
