import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signInAddresses } from '../db/schema/rateLimits';

/** Whether the account has signed in from this client address before (docs/sessions.md#sign-in-throttling). */
export async function isKnownAddress(db: Db, userId: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: signInAddresses.userId })
    .from(signInAddresses)
    .where(and(eq(signInAddresses.userId, userId), eq(signInAddresses.address, address)));
  return Boolean(row);
}

export async function rememberAddress(db: Db, userId: string, address: string): Promise<void> {
  await db
    .insert(signInAddresses)
    .values({ userId, address })
    .onConflictDoUpdate({
      target: [signInAddresses.userId, signInAddresses.address],
      set: { lastSignedInAt: sql`now()` },
    });
}
