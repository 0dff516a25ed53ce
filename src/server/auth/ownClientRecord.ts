import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { clients } from '../../features/clients/table';
import type { users } from '../../features/users/table';
import { recordAudit } from '../db/queries';
import { sameEmail } from '../db/textMatch';

type UserRow = typeof users.$inferSelect;
type Contact = ReturnType<typeof clientContactOf>;

/** What an account shares with its client record, named as the record's fields. */
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

/** The contact fields a save changed on the account (none for a language switch). */
function changedContact(before: UserRow, after: UserRow): Partial<Contact> {
  const was = clientContactOf(before);
  return Object.fromEntries(
    Object.entries(clientContactOf(after)).filter(
      ([field, value]) => was[field as keyof Contact] !== value,
    ),
  );
}

/**
 * docs/domain.md#clients: a client's account and their client record are one person, but staff edit
 * the record too. Once a client's profile is complete, an account save copies onto their record only
 * the contact fields that save changed, with an audit row saying so; a save that changed none (a
 * language switch) leaves the record alone. Without a record yet, the record of the same e-mail that
 * staff or an outfitter made is joined (taking the profile's contact), or a new one is made, so a
 * client who signed up can ask for quotes like any other.
 * @example await syncOwnClientRecord(tx, currentUser, updatedUser);
 */
export async function syncOwnClientRecord(tx: Db, before: UserRow, after: UserRow): Promise<void> {
  if (!after.roles.includes('client') || !after.profileCompletedAt) return;
  const justCompleted = !before.profileCompletedAt;
  const changed = changedContact(before, after);
  if (!justCompleted && Object.keys(changed).length === 0) return;
  const [own] = await tx.select().from(clients).where(eq(clients.userId, after.id)).for('update');
  if (own) return copyChanges(tx, after.id, own, justCompleted ? clientContactOf(after) : changed);
  const contact = clientContactOf(after);
  const [joined] = await tx
    .select()
    .from(clients)
    .where(and(sameEmail(clients.email, after.email), isNull(clients.userId)))
    .for('update');
  if (joined) return copyChanges(tx, after.id, joined, { ...contact, userId: after.id });
  const [created] = await tx
    .insert(clients)
    .values({ ...contact, email: after.email, userId: after.id })
    .returning();
  await recordAudit(tx, {
    userId: after.id,
    resource: 'clients',
    recordId: created!.id,
    before: null,
    after: { ...contact, email: after.email, userId: after.id },
  });
}

/** Writes onto the record the values that differ from it, with a new version and an audit row. */
async function copyChanges(
  tx: Db,
  userId: string,
  record: typeof clients.$inferSelect,
  values: Partial<Contact> & { userId?: string },
): Promise<void> {
  const differing = Object.entries(values).filter(
    ([field, value]) => record[field as keyof typeof record] !== value,
  );
  if (differing.length === 0) return;
  await tx
    .update(clients)
    .set({
      ...Object.fromEntries(differing),
      version: sql`${clients.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(clients.id, record.id));
  await recordAudit(tx, {
    userId,
    resource: 'clients',
    recordId: record.id,
    before: Object.fromEntries(
      differing.map(([field]) => [field, record[field as keyof typeof record]]),
    ),
    after: Object.fromEntries(differing),
  });
}
