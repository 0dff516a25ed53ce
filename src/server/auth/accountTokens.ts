import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accountTokens } from '../db/schema/accountTokens';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

export type AccountTokenKind = (typeof accountTokens.$inferSelect)['kind'];

// docs/settings.md#timeouts-and-tokens: a confirmation link lives 24 hours, a reset code 1 hour.
export const ACCOUNT_TOKEN_SECONDS: Record<AccountTokenKind, number> = {
  'email-confirmation': 24 * 60 * 60,
  'password-reset': 60 * 60,
};

/**
 * Stores the hash of a new random token for the user and returns the token for the e-mail.
 * @example const token = await issueAccountToken(db, user.id, 'email-confirmation');
 */
export async function issueAccountToken(
  db: Pick<Db, 'insert'>,
  userId: string,
  kind: AccountTokenKind,
): Promise<string> {
  const { token, hash } = newOpaqueToken();
  const expiresAt = new Date(Date.now() + ACCOUNT_TOKEN_SECONDS[kind] * 1000);
  await db.insert(accountTokens).values({ userId, kind, tokenHash: hash, expiresAt });
  return token;
}

const usable = (token: string, kind: AccountTokenKind) =>
  and(
    eq(accountTokens.tokenHash, hashOpaqueToken(token)),
    eq(accountTokens.kind, kind),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, new Date()),
  );

/** The user a token is for, while it is unused and unexpired; it stays usable. */
export async function userOfAccountToken(
  db: Db,
  token: string,
  kind: AccountTokenKind,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(usable(token, kind));
  return row?.userId;
}

/**
 * Uses the token up, and with it every other open token of that kind for the user (an older
 * reset e-mail must not work after a reset). Answers the user, or undefined when the token was
 * unknown, used or expired. One conditional update, so two concurrent uses cannot both succeed.
 */
export async function consumeAccountToken(
  db: Pick<Db, 'update'>,
  token: string,
  kind: AccountTokenKind,
): Promise<string | undefined> {
  const now = new Date();
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(usable(token, kind))
    .returning({ userId: accountTokens.userId });
  if (!row) return undefined;
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, row.userId),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
      ),
    );
  return row.userId;
}
