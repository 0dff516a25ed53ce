import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBodySchema, sessionAnswerSchema } from '../../../shared/authCalls';
import { apiPaths } from '../../../shared/apiPaths';
import { REFRESH_COOKIE, clearSessionCookies } from '../../auth/cookies';
import { findUserByEmail, findUserById } from '../../auth/findUser';
import { hashPassword, verifyPassword } from '../../auth/password';
import {
  familyOfRefreshToken,
  openSession,
  revokeSession,
  rotateSession,
} from '../../auth/sessions';
import { signInResponse } from '../../auth/signInResponse';
import { HttpError } from '../../http/httpError';

/** Login, logout and refresh (docs/sessions.md#login, #refresh, #logout). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Verifying against this hash when the e-mail is unknown makes both failures take the same time.
  const decoyHash = await hashPassword('decoy password that matches nothing');

  app.post(
    apiPaths.auth.login,
    { schema: { body: loginBodySchema, response: { 200: sessionAnswerSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      const attempt = { email, userId: user?.id };
      // docs/sessions.md#sign-in-throttling: while a delay is in force the password is not even tried.
      await app.signInThrottle.check(request, reply, attempt);
      const valid = await verifyPassword(user?.passwordHash ?? decoyHash, password);
      if (!user || !user.passwordHash || !valid || user.disabledAt) {
        await app.signInThrottle.failed(request, attempt);
        throw new HttpError(401, 'errors.auth.wrongCredentials');
      }
      await app.signInThrottle.succeeded(request, { email, userId: user.id });
      const session = await openSession(app.db, user.id, request.headers['user-agent']);
      return signInResponse(request, reply, session, user);
    },
  );

  app.post(
    apiPaths.auth.refresh,
    { schema: { response: { 200: sessionAnswerSchema } } },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      const session = token ? await rotateSession(app.db, token) : null;
      const user = session ? await findUserById(app.db, session.userId) : undefined;
      if (!session || !user || user.disabledAt) {
        clearSessionCookies(request, reply);
        throw new HttpError(401, 'errors.auth.sessionEnded');
      }
      return signInResponse(request, reply, session, user);
    },
  );

  app.post(apiPaths.auth.logout, async (request, reply) => {
    const token = request.cookies[REFRESH_COOKIE];
    const familyId =
      request.user?.familyId ?? (token ? await familyOfRefreshToken(app.db, token) : undefined);
    if (familyId) await revokeSession(app.db, familyId);
    clearSessionCookies(request, reply);
    return reply.code(204).send();
  });
};
