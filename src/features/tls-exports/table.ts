import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { jobs } from '../../server/db/schema/jobs';
import { users } from '../users/table';

// docs/tls-export.md#batches: numbered batches of orders handed over to TLS, their zip kept as
// written so every download gives the same bytes, and TLS's acknowledgements of them.

export const tlsExports = pgTable(
  'tls_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // An identity never repeats, even after a rollback: batch numbers are never reused.
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when the batch holds an order exported before (docs/tls-export.md#re-export).
    reexportReason: text('reexport_reason'),
    orderCount: integer('order_count').notNull(),
    lineCount: integer('line_count').notNull(),
    // The zip in the file storage, its size and sha256 (hex).
    fileKey: text('file_key').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    checksumSha256: text('checksum_sha256').notNull(),
    // docs/tls-export.md#batches: the job that moves its orders and writes its file; null for the
    // batches made in one call before jobs (and the demo's), which were done when recorded.
    jobId: uuid('job_id').references(() => jobs.id),
    // Set with the file: until then the batch is running (or failed, as its job says).
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('tls_exports_number_key').on(table.number),
    index('tls_exports_created_idx').on(table.createdAt),
  ],
);

export const tlsExportAcks = pgTable(
  'tls_export_acks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    exportId: uuid('export_id')
      .notNull()
      .references(() => tlsExports.id),
    accepted: integer('accepted').array().notNull(),
    rejected: integer('rejected').array().notNull(),
    note: text('note').notNull().default(''),
    // Who sent it: an API key (TLS itself) or a signed-in staff member.
    byKeyId: uuid('by_key_id').references(() => tlsApiKeys.id),
    byUserId: uuid('by_user_id').references(() => users.id),
    receivedAt: timestamp('received_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('tls_export_acks_export_idx').on(table.exportId, table.receivedAt)],
);

export const tlsApiKeys = pgTable(
  'tls_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // docs/tls-export.md#api-keys: only the key's sha256 is kept; the prefix shows which key it is.
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('tls_api_keys_hash_key').on(table.keyHash)],
);
