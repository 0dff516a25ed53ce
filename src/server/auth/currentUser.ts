import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '../../../resources/languages';
import type { Role } from '../../../resources/roles';
import { sessionFamilies, users } from '../db/schema';
import { ACCESS_COOKIE } from './cookies';
import { loadOrCreateSecret } from './secrets';
import { accessTokens, type AccessTokens } from './tokens';

/** The signed-in user as every route and access policy sees them. */
export interface SessionUser {
  id: string;
  email: string;
  roles: Role[];
  firstName: string;
  lastName: string;
  familyId: string;
  emailConfirmed: boolean;
  profileComplete: boolean;
  /** docs/languages.md: of the PDFs and error messages the user is answered with. */
  language: Language;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
}

/**
 * Reads the access cookie on every request. The user and session are looked up each time, so a
 * logout, a revoked session or a disabled account takes effect at once, not when the token expires.
 */
export const currentUserPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('accessTokens', accessTokens(await loadOrCreateSecret(app.db, 'access-token')));
  app.decorateRequest('user', null);
  // Built and prepared once: every signed-in call runs it, so PostgreSQL parses it once per
  // connection and the route pays no query building.
  const sessionUser = app.db
    .select({
      id: users.id,
      email: users.email,
      roles: users.roles,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      emailConfirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
      profileComplete: sql<boolean>`${users.profileCompletedAt} is not null`,
    })
    .from(users)
    .innerJoin(sessionFamilies, eq(sessionFamilies.userId, users.id))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(sessionFamilies.id, sql.placeholder('familyId')),
        isNull(sessionFamilies.revokedAt),
        isNull(users.disabledAt),
      ),
    )
    .prepare('session_user');
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[ACCESS_COOKIE];
    const claims = token ? app.accessTokens.verify(token) : null;
    if (!claims) return;
    const [row] = await sessionUser.execute({ userId: claims.sub, familyId: claims.fam });
    if (row) request.user = { ...row, familyId: claims.fam };
  });
});
