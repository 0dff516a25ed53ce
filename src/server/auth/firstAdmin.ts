import { and, arrayContains, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appSecrets } from '../db/schema/sessions';
import { users } from '../../features/users/table';
import { inTransaction } from '../db/queries';
import { HttpError } from '../http/httpError';
import type { UserRow } from './findUser';
import { loadOrCreateSecret } from './secrets';

// docs/sessions.md#first-admin: a portal started without demo data and without ADMIN_EMAIL /
// ADMIN_PASSWORD logs a set-up link; its code is this secret, the same for every process.
const SETUP_SECRET = 'first-admin-setup';

export interface AdminAccount {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/**
 * Inserts an admin whose e-mail is confirmed and profile complete (the seed's and the set-up
 * link's); answers nothing when the address has an account already.
 * @example const [admin] = await insertAdmin(db, { email, firstName, lastName, passwordHash });
 */
export function insertAdmin(db: Db, account: AdminAccount): Promise<UserRow[]> {
  const now = new Date();
  return db
    .insert(users)
    .values({ ...account, roles: ['admin'], emailConfirmedAt: now, profileCompletedAt: now })
    .onConflictDoNothing()
    .returning();
}

async function hasAdmin(db: Db): Promise<boolean> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(arrayContains(users.roles, ['admin']))
    .limit(1);
  return admin !== undefined;
}

/** The set-up link's code while the portal has no admin; null once it has one. */
export async function firstAdminCode(db: Db): Promise<string | null> {
  return (await hasAdmin(db)) ? null : loadOrCreateSecret(db, SETUP_SECRET);
}

// 410 once an admin exists (the link was used, or another way made one); 400 for any other code.
async function refusal(db: Db): Promise<HttpError> {
  return (await hasAdmin(db))
    ? new HttpError(410, 'errors.auth.firstAdminExists')
    : new HttpError(400, 'errors.auth.invalidSetupLink', { code: 'errors.auth.invalidSetupCode' });
}

/** Throws the refusal unless `code` is the set-up link's and the portal has no admin yet. */
export async function assertFirstAdminCode(db: Db, code: string): Promise<void> {
  const [secret] = await db
    .select({ name: appSecrets.name })
    .from(appSecrets)
    .where(and(eq(appSecrets.name, SETUP_SECRET), eq(appSecrets.value, code)));
  if (!secret || (await hasAdmin(db))) throw await refusal(db);
}

/**
 * Creates the first admin with the set-up link's code, in one transaction that uses the code up:
 * of two calls at once, the second waits for the first's row lock, then finds the code gone and
 * an admin there (410). A wrong code, or an address that has an account (409), changes nothing.
 * @example const admin = await createFirstAdmin(app.db, code, { email, firstName, lastName, passwordHash });
 */
export function createFirstAdmin(db: Db, code: string, account: AdminAccount): Promise<UserRow> {
  return inTransaction(db, async (tx) => {
    const [used] = await tx
      .delete(appSecrets)
      .where(and(eq(appSecrets.name, SETUP_SECRET), eq(appSecrets.value, code)))
      .returning({ name: appSecrets.name });
    if (!used || (await hasAdmin(tx))) throw await refusal(tx);
    const [admin] = await insertAdmin(tx, account);
    if (!admin)
      throw new HttpError(409, 'errors.users.emailTaken', { email: 'errors.records.taken' });
    return admin;
  });
}
