import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, apiPaths } from '../../shared/apiPaths';
import { HttpError } from '../http/httpError';

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
 * docs/guards.md#guarding-rules, on the server: the browser sends an unconfirmed user to
 * /email-verification and an incomplete one to /complete-profile, and the API refuses them every
 * other call (403), so the rule holds for any client, not only the portal's own pages.
 */
export const accountGatePlugin = fp(async (app: FastifyInstance) => {
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
