import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { refreshTokens, sessionFamilies } from '../db/schema/sessions';
import {
  REFRESH_TOKEN_SECONDS,
  REUSE_GRACE_SECONDS,
  hashOpaqueToken,
  newOpaqueToken,
} from './tokens';

export interface IssuedSession {
  familyId: string;
  userId: string;
  refreshToken: string;
}

/** Opens a new session family for a user who just proved who they are. */
export async function openSession(
  db: Db,
  userId: string,
  userAgent?: string,
): Promise<IssuedSession> {
  return db.transaction(async (tx) => {
    const [family] = await tx
      .insert(sessionFamilies)
      .values({ userId, userAgent: userAgent?.slice(0, 300) })
      .returning({ id: sessionFamilies.id });
    const refreshToken = await issueRefreshToken(tx, family!.id);
    return { familyId: family!.id, userId, refreshToken };
  });
}

/**
 * Trades a refresh token for a new one in the same family. A token used before, or one of a revoked
 * family, revokes the whole family: someone else holds a copy. Except within REUSE_GRACE_SECONDS of
 * its rotation: two tabs (or a retried request) that sent the same cookie at once get a second
 * token of the same session instead of a logout (docs/sessions.md#refresh).
 */
export async function rotateSession(db: Db, refreshToken: string): Promise<IssuedSession | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: refreshTokens, family: sessionFamilies })
      .from(refreshTokens)
      .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)))
      .for('update');
    if (!row || row.family.revokedAt) return null;
    const usedAt = row.token.usedAt;
    if (usedAt && Date.now() - usedAt.getTime() <= REUSE_GRACE_SECONDS * 1000) {
      const sibling = await issueRefreshToken(tx, row.family.id);
      return { familyId: row.family.id, userId: row.family.userId, refreshToken: sibling };
    }
    if (usedAt) {
      await tx
        .update(sessionFamilies)
        .set({ revokedAt: new Date() })
        .where(eq(sessionFamilies.id, row.family.id));
      return null;
    }
    if (row.token.expiresAt <= new Date()) return null;
    await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(eq(refreshTokens.id, row.token.id));
    const next = await issueRefreshToken(tx, row.family.id);
    return { familyId: row.family.id, userId: row.family.userId, refreshToken: next };
  });
}

/** The session family a refresh token belongs to, without using the token up. */
export async function familyOfRefreshToken(
  db: Db,
  refreshToken: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)));
  return row?.familyId;
}

export async function revokeSession(db: Db, familyId: string): Promise<void> {
  await db
    .update(sessionFamilies)
    .set({ revokedAt: new Date() })
    .where(eq(sessionFamilies.id, familyId));
}

/** Ends every session of a user but `keepFamilyId` (after a password change or reset). */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepFamilyId?: string,
): Promise<void> {
  const conditions = [eq(sessionFamilies.userId, userId), isNull(sessionFamilies.revokedAt)];
  if (keepFamilyId) conditions.push(ne(sessionFamilies.id, keepFamilyId));
  await db
    .update(sessionFamilies)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

async function issueRefreshToken(db: Pick<Db, 'insert'>, familyId: string): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db.insert(refreshTokens).values({
    familyId,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
  });
  return token;
}
