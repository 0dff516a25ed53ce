import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Language } from '../../shared/languages';
import type { Role } from '../../shared/roles';
import type { Database, Db } from '../db/database';
import { sessionFamilies } from '../db/schema/sessions';
import { users } from '../../features/users/table';
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

export interface CurrentUserOptions {
  /** The database's notice of changed users and sessions, which empties the session cache. */
  onSessionChanges: Database['onSessionChanges'];
}

/**
 * The lookup of a signed-in user and their session family, built and prepared once: every signed-in
 * call that misses the session cache runs it, so PostgreSQL parses it once per connection and the
 * call pays no query building.
 * @example const [row] = await sessionUserStatement(db).execute({ userId, familyId });
 */
export const sessionUserStatement = (db: Db) =>
  db
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

/** How many signed-in sessions a process keeps; past it the least recently used are looked up again. */
const KNOWN_SESSIONS = 10_000;

/**
 * Reads the access cookie on every request. The user and session are looked up in the database,
 * then kept until the database says a user or a session changed (docs/sessions.md#the-session-cache),
 * so a logout, a revoked session or a disabled account takes effect at once, not when the token expires.
 */
export const currentUserPlugin = fp<CurrentUserOptions>(async (app: FastifyInstance, options) => {
  app.decorate('accessTokens', accessTokens(await loadOrCreateSecret(app.db, 'access-token')));
  app.decorateRequest('user', null);
  const sessionUser = sessionUserStatement(app.db);
  type SessionRow = Awaited<ReturnType<typeof sessionUser.execute>>[number];
  const known = new LRUCache<string, SessionRow>({ max: KNOWN_SESSIONS });
  // Counts the notices: a lookup that a notice overtook may have read the session before the change,
  // so it answers its own request but is not kept.
  let changes = 0;
  const stopListening = options.onSessionChanges(() => {
    changes += 1;
    known.clear();
  });
  app.addHook('onClose', async () => stopListening());
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[ACCESS_COOKIE];
    const claims = token ? app.accessTokens.verify(token) : null;
    if (!claims) return;
    const key = `${claims.sub} ${claims.fam}`;
    let row = known.get(key);
    if (!row) {
      const changesBefore = changes;
      [row] = await sessionUser.execute({ userId: claims.sub, familyId: claims.fam });
      if (row && changes === changesBefore) known.set(key, row);
    }
    if (row) request.user = { ...row, familyId: claims.fam };
  });
});
