import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../features/users/table';

/**
 * docs/files.md: stored bytes, once per sha256. The object lives in the file storage under a key
 * made from the hash; rows here count as its owners' reference.
 */
export const fileBlobs = pgTable('file_blobs', {
  sha256: text('sha256').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  contentType: text('content_type').notNull(),
  hasThumbnail: boolean('has_thumbnail').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One upload: a name and an uploader pointing at a blob. Never edited, so no version column
 * (recordColumns is for records users edit). The client may choose the id (offline retries).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sha256: text('sha256')
      .notNull()
      .references(() => fileBlobs.sha256),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // When the orphan sweep first found a holder for it; from then on the sweep passes it over.
    heldAt: timestamp('held_at', { withTimezone: true }),
  },
  (table) => [
    index('files_sha256_idx').on(table.sha256),
    // The documents list finds a document by its file's name (docs/api.md#searching-a-list).
    index('files_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('files_unheld_idx')
      .on(table.createdAt)
      .where(sql`${table.heldAt} is null`),
  ],
);
