import { and, eq, isNull, sql } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { API_PREFIX, apiPaths } from '../../shared/apiPaths';
import type { Language } from '../../shared/languages';
import type { Role } from '../../shared/roles';
import type { Database, Db } from '../db/database';
import { sessionFamilies } from '../db/schema/sessions';
import { users } from '../../features/users/table';
import { HttpError } from '../http/httpError';
import { ACCESS_COOKIE } from './cookies';
import { loadOrCreateSecret } from './secrets';
import { ACCESS_TOKEN_SECONDS } from './tokens';

// The caller. Who a call comes from: a signed-in user, known by the access token in their cookie, or the holder
// of an API key (TLS's), named in its Authorization header; or no one.

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
  interface FastifyContextConfig {
    /** The route answers TLS's API keys as well as staff (docs/tls-export.md#api-keys). */
    tlsKey?: boolean;
  }
}

export interface AccessClaims {
  /** The user's id. */
  sub: string;
  /** The session family, so a revoked session stops its access token at once. */
  fam: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims): string;
  /** The claims of a valid, unexpired token; null for anything else. */
  verify(token: string): AccessClaims | null;
}

/** @example const tokens = accessTokens(secret); tokens.verify(tokens.sign({ sub, fam })); */
export function accessTokens(secret: string): AccessTokens {
  const signer = createSigner({
    key: secret,
    algorithm: 'HS256',
    expiresIn: ACCESS_TOKEN_SECONDS * 1000,
  });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    sign: (claims) => signer(claims),
    verify: (token) => {
      try {
        const claims = verifier(token) as Partial<AccessClaims>;
        return typeof claims.sub === 'string' && typeof claims.fam === 'string'
          ? { sub: claims.sub, fam: claims.fam }
          : null;
      } catch {
        return null;
      }
    },
  };
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The key of an `Authorization: Bearer <key>` header, if the call has one: its holder sends it, a
 * browser never adds one on its own, so a call with one cannot be forged cross-site: guardsPlugin below lets it through.
 */
export const bearerKey = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];

/**
 * The API key of a call to the API (docs/tls-export.md#api-keys): such a call is its holder's,
 * never a session's. Whether the key is one TLS holds is checked where keys are taken, in the TLS
 * calls' scope (src/features/tls-exports/server/keys/tlsKeyAuth.ts).
 * @example const key = apiKeyOf(request); // 'tls_…' or undefined
 */
export const apiKeyOf = (request: FastifyRequest): string | undefined =>
  request.url.startsWith(`${API_PREFIX}/`) ? bearerKey(request) : undefined;

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
 * A call with an API key has no user: it reaches only the routes marked `config: { tlsKey: true }`
 * (403 elsewhere), a cookie sent along is ignored.
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
    if (apiKeyOf(request) !== undefined) {
      if (request.routeOptions.config.tlsKey) return;
      throw new HttpError(403, 'errors.tlsExports.keyReachesTlsOnly');
    }
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

// Whether a call may go on: every call, a write only from the portal's own pages and an
// unfinished account only to the calls that finish it (guardsPlugin); a route, only signed in or
// with a role it names (requireUser, requireRoles).

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// The calls a signed-in user needs to finish their account: the auth calls, reading and saving
// their own account and profile, and the app's settings.
const FINISHING_ACCOUNT = new Set<string>([
  apiPaths.health,
  apiPaths.features,
  apiPaths.clients.profile,
  apiPaths.clients.account,
  apiPaths.clients.accountProfile,
  apiPaths.clients.accountPassword,
  apiPaths.clients.accountAddress,
  apiPaths.clients.accountLanguage,
  apiPaths.clients.complete,
]);

/**
 * The origin a same-origin browser call carries: PUBLIC_URL when set, else the address this request
 * reached. A browser cannot forge Origin, so comparing it with the Host it sent is a sound CSRF
 * check, and it keeps the portal usable under any name it is reached by on a LAN.
 */
function requestOrigin(request: FastifyRequest): string {
  const publicUrl = request.server.config.PUBLIC_URL;
  return new URL(publicUrl ?? `${request.protocol}://${request.host}`).origin;
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Two checks every call passes. Registered before currentUserPlugin, so a forged write is refused
 * before its session is looked up.
 *
 * A state-changing request is refused (403) unless the browser says it comes from the portal's own
 * origin. SameSite=Lax cookies already stop most cross-site posts; this closes the rest
 * (docs/sessions.md#cross-site-requests). Every request a route takes is checked, not only URLs
 * that read as /api: the router decodes `/%61pi/...` to an API route. A path no route takes
 * changes nothing; it keeps its 404. A call with an API key (bearerKey above) is sent by its
 * holder, never forged by a browser, so it passes.
 *
 * docs/guards.md#guarding-rules, on the server: the browser sends an unconfirmed user to
 * /email-verification and an incomplete one to /complete-profile, and the API refuses them every
 * other call (403), so the rule holds for any client, not only the portal's own pages.
 * @example await app.register(guardsPlugin); await app.register(currentUserPlugin, options);
 */
export const guardsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.is404) return;
    if (bearerKey(request) !== undefined) return;
    const from = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (!from || from !== requestOrigin(request)) {
      throw new HttpError(403, 'errors.request.notFromPortal');
    }
  });
  app.addHook('preHandler', async (request) => {
    const user = request.user;
    if (!user || (user.emailConfirmed && user.profileComplete)) return;
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith(`${API_PREFIX}/`) || route.startsWith(`${API_PREFIX}/auth/`)) return;
    if (FINISHING_ACCOUNT.has(route)) return;
    throw user.emailConfirmed
      ? new HttpError(403, 'errors.auth.completeProfile')
      : new HttpError(403, 'errors.auth.confirmEmail');
  });
});

/** Hook (onRequest, so a visitor gets 401 before any body check, or preHandler): 401 unless signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, 'errors.status.signIn');
}

/**
 * preHandler: 401 unless signed in, 403 unless the user holds one of `roles`.
 * @example app.get('/api/admin/thing', { preHandler: requireRoles('admin') }, handler)
 */
export const requireRoles =
  (...roles: Role[]) =>
  async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    if (!request.user!.roles.some((role) => roles.includes(role))) {
      throw new HttpError(403, 'errors.status.forbidden');
    }
  };

/** The signed-in user of a route guarded by requireUser or requireRoles. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'errors.status.signIn');
  return request.user;
}
