import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './table';
import { users } from '../users/table';

/**
 * docs/domain.md#link-requests: an outfitter's request to link a client someone else holds (an
 * account or another outfitter). It grants nothing until the client confirms it from the e-mail
 * (`confirmedAt`) or staff approve it (`approvedAt`, `approvedById`). Only the token's hash is
 * stored, so a leaked row cannot be used as a link.
 */
export const clientLinkRequests = pgTable(
  'client_link_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    outfitterId: uuid('outfitter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedById: uuid('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('client_link_requests_client_idx').on(table.clientId, table.outfitterId)],
);
