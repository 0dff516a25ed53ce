import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language } from '../../shared/languages';
import { recordColumns } from '../../server/db/schema/recordColumns';
import { users } from '../users/table';

// docs/crates-and-shipments.md#shipments: crates handed to one freight agent together, under one
// air waybill.
export const shipments = pgTable(
  'shipments',
  {
    ...recordColumns(),
    // Shown as S-000001; an identity never repeats, even after a rollback.
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    freightAgent: text('freight_agent').notNull(),
    freightAgentEmail: text('freight_agent_email').notNull().default(''),
    freightAgentLanguage: text('freight_agent_language').$type<Language>(),
    airline: text('airline').notNull().default(''),
    airWaybill: text('air_waybill').notNull().default(''),
    handedOverOn: date('handed_over_on', { mode: 'string' }),
    shippedOn: date('shipped_on', { mode: 'string' }),
  },
  (table) => [
    uniqueIndex('shipments_number_key').on(table.number),
    check(
      'shipments_dates_check',
      sql`${table.shippedOn} is null or ${table.handedOverOn} is null or ${table.shippedOn} >= ${table.handedOverOn}`,
    ),
  ],
);

// docs/crates-and-shipments.md#the-freight-agents-pack: the link a freight agent opens without an
// account. Only the token's SHA-256 is kept, so the table read by someone else opens no pack.
export const freightPackLinks = pgTable(
  'freight_pack_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    tokenHash: text('token_hash').notNull(),
    sentTo: text('sent_to').notNull(),
    sentById: uuid('sent_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('freight_pack_links_token_key').on(table.tokenHash),
    index('freight_pack_links_shipment_idx').on(table.shipmentId, table.createdAt),
  ],
);

/** Each time a pack link is used: its page viewed or its zip downloaded. */
export const freightPackUses = pgTable(
  'freight_pack_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => freightPackLinks.id),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').$type<'page' | 'zip'>().notNull(),
    ip: text('ip').notNull(),
  },
  (table) => [
    index('freight_pack_uses_link_idx').on(table.linkId, table.usedAt),
    check('freight_pack_uses_kind_check', sql`${table.kind} in ('page', 'zip')`),
  ],
);
