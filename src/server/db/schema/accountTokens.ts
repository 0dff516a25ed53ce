import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../features/users/table';

export const accountTokenKind = pgEnum('account_token_kind', [
  'email-confirmation',
  'password-reset',
]);

/**
 * Single-use links sent by e-mail (docs/sessions.md#e-mail-confirmation, #password-reset): confirm an address, reset a password. Only a hash is
 * stored, so a leaked row cannot be used as a link.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: accountTokenKind('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.kind)],
);
