import { sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/languages';
import { users } from '../../users/table';

/**
 * docs/languages.md#e-mails: a client's e-mails are in the language of the account their record is
 * joined to, English for a record without one. Select it with `users` left-joined on `clients.userId`.
 * @example tx.select({ language: clientLanguageSql }).from(clients).leftJoin(users, eq(users.id, clients.userId))
 */
export const clientLanguageSql = sql<Language>`coalesce(${users.language}, ${DEFAULT_LANGUAGE})`;
