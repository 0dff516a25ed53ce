import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../server/db/database';
import { freightPackLinks, freightPackUses } from '../table';

// docs/crates-and-shipments.md#the-freight-agents-pack: an opaque random token, stored only as
// its SHA-256; the link opens one shipment's pack until it expires or staff revoke it.

/** How long a pack link works unless staff send a new one first. */
export const PACK_LINK_DAYS = 14;

/** The token's length: 32 random bytes, base64url (43 characters), never guessable. */
const TOKEN_BYTES = 32;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type PackLink = typeof freightPackLinks.$inferSelect;

/**
 * A new link for the shipment, revoking any link it had, in `tx` (the send's transaction); the
 * token is returned once, for the e-mail, and never stored.
 * @example const { token, link } = await newPackLink(tx, shipment.id, agentEmail, user.id);
 */
export async function newPackLink(db: Db, shipmentId: string, sentTo: string, sentById: string) {
  await revokePackLinks(db, shipmentId);
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const [link] = await db
    .insert(freightPackLinks)
    .values({
      shipmentId,
      tokenHash: hashToken(token),
      sentTo,
      sentById,
      expiresAt: sql`now() + make_interval(days => ${PACK_LINK_DAYS})`,
    })
    .returning();
  return { token, link: link! };
}

/** Revokes the shipment's links still in force; the number revoked. */
export async function revokePackLinks(db: Db, shipmentId: string): Promise<number> {
  const revoked = await db
    .update(freightPackLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(freightPackLinks.shipmentId, shipmentId), isNull(freightPackLinks.revokedAt)))
    .returning({ id: freightPackLinks.id });
  return revoked.length;
}

/** What a token opens: the link in force, or why not (no such link, expired, revoked). */
export type PackLinkState =
  { state: 'open'; link: PackLink } | { state: 'expired' | 'revoked' | 'unknown' };

/**
 * The link a token names, and whether it still opens its pack.
 * @example const found = await packLinkOf(app.db, request.params.token);
 */
export async function packLinkOf(db: Db, token: string): Promise<PackLinkState> {
  if (!TOKEN.test(token)) return { state: 'unknown' };
  const [row] = await db
    .select({
      link: freightPackLinks,
      expired: sql<boolean>`${freightPackLinks.expiresAt} <= now()`,
    })
    .from(freightPackLinks)
    .where(eq(freightPackLinks.tokenHash, hashToken(token)));
  if (!row) return { state: 'unknown' };
  if (row.link.revokedAt) return { state: 'revoked' };
  if (row.expired) return { state: 'expired' };
  return { state: 'open', link: row.link };
}

/** Records one use of a link (its page seen, its zip downloaded), with the caller's address. */
export async function logPackUse(
  db: Db,
  link: PackLink,
  kind: 'page' | 'zip',
  request: Pick<FastifyRequest, 'ip'>,
) {
  await db.insert(freightPackUses).values({ linkId: link.id, kind, ip: request.ip });
}

/** The shipment's latest link and the uses of each of its links, newest first, for staff. */
export async function packLinkHistory(db: Db, shipmentId: string) {
  const [latest] = await db
    .select()
    .from(freightPackLinks)
    .where(eq(freightPackLinks.shipmentId, shipmentId))
    .orderBy(desc(freightPackLinks.createdAt))
    .limit(1);
  const uses = await db
    .select({
      usedAt: freightPackUses.usedAt,
      kind: freightPackUses.kind,
      ip: freightPackUses.ip,
      linkId: freightPackUses.linkId,
    })
    .from(freightPackUses)
    .innerJoin(freightPackLinks, eq(freightPackLinks.id, freightPackUses.linkId))
    .where(eq(freightPackLinks.shipmentId, shipmentId))
    .orderBy(desc(freightPackUses.usedAt))
    .limit(200);
  return { latest, uses };
}
