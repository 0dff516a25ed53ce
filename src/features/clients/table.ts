import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  timestamp,
} from 'drizzle-orm/pg-core';
import { recordColumns } from '../../server/db/schema/recordColumns';
import { joinedNameSql } from '../../server/db/personName';
import { users } from '../users/table';

// docs/domain.md#clients: a client record may exist without a login; `userId` joins it to the account of
// the same e-mail once there is one.
export const clients = pgTable(
  'clients',
  {
    ...recordColumns(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    region: text('region').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default(''),
    passportNumber: text('passport_number').notNull().default(''),
    freightAgent: text('freight_agent').notNull().default(''),
    notes: text('notes').notNull().default(''),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // One record per person: outfitters link an existing client by this e-mail (docs/domain.md#clients).
    uniqueIndex('clients_email_lower_key').on(sql`lower(${table.email})`),
    index('clients_user_idx').on(table.userId),
    // The orders list's search finds clients by any part of the full name (ILIKE) or by a word with
    // a small typo (pg_trgm's similarity on each name), on this one index (docs/orders-list.md#search).
    index('clients_name_trgm_idx').using(
      'gin',
      sql`(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
      table.firstName.op('gin_trgm_ops'),
      table.lastName.op('gin_trgm_ops'),
    ),
    // The clients list's search (docs/api.md#searching-a-list): "contains" on each field it searches.
    index('clients_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('clients_passport_trgm_idx').using('gin', table.passportNumber.op('gin_trgm_ops')),
    index('clients_phone_trgm_idx').using('gin', table.phone.op('gin_trgm_ops')),
    // The clients list and the orders list sorted by client walk clients in this order
    // (docs/orders-list.md#sorting).
    index('clients_name_sort_idx').on(
      sql`lower(${table.firstName} || ' ' || ${table.lastName})`,
      table.id,
    ),
    // The clients list filtered by country, in name order, and sorted by country.
    index('clients_country_name_idx').on(
      table.country,
      sql`lower(${table.firstName} || ' ' || ${table.lastName})`,
      table.id,
    ),
  ],
);

/** What a client's name sorts by: the expression clients_name_sort_idx holds, in any case. */
export const clientSortNameSql = sql`lower(${joinedNameSql(clients)})`;

/** Which outfitters a client is linked to (many-to-many); an outfitter sees only these clients. */
export const clientOutfitters = pgTable(
  'client_outfitters',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    outfitterId: uuid('outfitter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.outfitterId] }),
    index('client_outfitters_outfitter_idx').on(table.outfitterId),
  ],
);

/**
 * `select client_id …` of the clients linked to this outfitter now: an outfitter's scope over
 * anything a client owns.
 */
export const linkedClientIdsSql = (outfitterId: string) =>
  sql`select ${clientOutfitters.clientId} from ${clientOutfitters} where ${clientOutfitters.outfitterId} = ${outfitterId}`;

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
