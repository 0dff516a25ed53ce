import { eq, sql } from 'drizzle-orm';
import type { Account, Address } from '../../shared/authCalls';
import { syncOwnClientRecord } from './ownClientRecord';
import type { Db } from '../db/database';
import { users } from '../../features/users/table';
import type { UserRow } from './findUser';

type AccountChanges = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'language'>> & {
  address?: Address;
};

/** GET api/clients/account: the account as the settings screens edit it. */
export function toAccount(user: UserRow): Account {
  const address =
    user.addressLine1 && user.city && user.country
      ? {
          line1: user.addressLine1,
          line2: user.addressLine2 ?? '',
          city: user.city,
          region: user.region ?? '',
          postalCode: user.postalCode ?? '',
          country: user.country,
        }
      : null;
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    address,
    language: user.language,
  };
}

// docs/domain.md#clients: complete when first and last name, phone and a postal address with country are known.
function isComplete(user: UserRow): boolean {
  const account = toAccount(user);
  return Boolean(account.firstName && account.lastName && account.phone && account.address);
}

/**
 * Saves account fields; the first save that makes the profile complete marks it so (it stays
 * complete: every later save must pass the same schemas).
 * @example const user = await updateAccount(db, id, { phone: '+27 21 555 0100' });
 */
export async function updateAccount(
  db: Db,
  userId: string,
  { address, ...fields }: AccountChanges,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!current) return undefined;
    const changes = {
      ...fields,
      ...(address && {
        addressLine1: address.line1,
        addressLine2: address.line2,
        city: address.city,
        region: address.region,
        postalCode: address.postalCode,
        country: address.country,
      }),
    };
    const completedAt =
      current.profileCompletedAt ?? (isComplete({ ...current, ...changes }) ? new Date() : null);
    const [updated] = await tx
      .update(users)
      .set({
        ...changes,
        profileCompletedAt: completedAt,
        version: sql`${users.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (updated) await syncOwnClientRecord(tx, current, updated);
    return updated;
  });
}
