import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, apiPaths } from '../../shared/apiPaths';
import type { Role } from '../../shared/roles';
import { HttpError } from '../http/httpError';
import { bearerKey, type SessionUser } from './currentUser';

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
 * changes nothing; it keeps its 404. A call with an API key (currentUser.ts) is sent by its
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
