import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/database';
import { accountTokens } from '../../src/server/db/schema/accountTokens';
import { users } from '../../src/features/users/table';

/** Moves every e-mail token of the user past its expiry: time control without sleeping. */
export async function expireAccountTokens(db: Db, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  await db
    .update(accountTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(accountTokens.userId, user!.id));
}

/** The single query parameter or last path segment of an e-mail link: the token or code. */
export function tokenOf(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('token') ?? decodeURIComponent(url.pathname.split('/').at(-1)!);
}
