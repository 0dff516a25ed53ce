import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { clients, type users } from '../db/schema';
import { sameEmail } from '../engine/textMatch';

type UserRow = typeof users.$inferSelect;

/** The names, phone and address of an account, as its client record carries them. */
export const clientContactOf = (user: UserRow) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone ?? '',
  addressLine1: user.addressLine1 ?? '',
  addressLine2: user.addressLine2 ?? '',
  city: user.city ?? '',
  region: user.region ?? '',
  postalCode: user.postalCode ?? '',
  country: user.country ?? '',
});

/**
 * docs/domain.md#clients: a client's account and their client record are one. Once a client's
 * profile is complete, their record carries the profile's names, phone and address: the record
 * of the same e-mail that staff or an outfitter made is joined, or a new one is made, so a client
 * who signed up can ask for quotes like any other.
 * @example await syncOwnClientRecord(tx, updatedUser);
 */
export async function syncOwnClientRecord(tx: Db, user: UserRow): Promise<void> {
  if (!user.roles.includes('client') || !user.profileCompletedAt) return;
  const contact = clientContactOf(user);
  const changed = { ...contact, version: sql`${clients.version} + 1`, updatedAt: new Date() };
  const [own] = await tx
    .update(clients)
    .set(changed)
    .where(eq(clients.userId, user.id))
    .returning({ id: clients.id });
  if (own) return;
  const [joined] = await tx
    .update(clients)
    .set({ ...changed, userId: user.id })
    .where(and(sameEmail(clients.email, user.email), isNull(clients.userId)))
    .returning({ id: clients.id });
  if (joined) return;
  await tx.insert(clients).values({ ...contact, email: user.email, userId: user.id });
}
