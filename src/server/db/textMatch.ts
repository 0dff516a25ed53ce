import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The words of a search as typed: what lies between blanks. The name search matches each one, and
 * the orders list names its statement by how many there are.
 * @example searchWords(' Greta  Jager ') // ['Greta', 'Jager']
 */
export const searchWords = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** Text as a LIKE pattern that matches it literally: `%`, `_` and `\` lose their meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * An e-mail column equal to `email` without regard to case or surrounding blanks (one account, one
 * client per address: the unique indexes are on `lower(email)`, which this reads).
 * @example db.select().from(users).where(sameEmail(users.email, body.email))
 */
export const sameEmail = (column: AnyPgColumn, email: string): SQL =>
  sql`lower(${column}) = lower(${email.trim()})`;
