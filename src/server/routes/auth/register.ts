import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAnswerSchema, registerBodySchema } from '../../../shared/authCalls';
import { apiPaths } from '../../../shared/apiPaths';
import { paths } from '../../../shared/paths';
import { issueAccountToken } from '../../auth/accountTokens';
import { confirmationLink } from '../../auth/accountLinks';
import { findUserByEmail } from '../../auth/findUser';
import { hashPassword } from '../../auth/password';
import { assertStrongPassword } from '../../auth/passwordPolicy';
import { portalLink } from '../../auth/portalOrigin';
import { accountFromBodyEmail } from '../../auth/rateLimits';
import { users } from '../../../features/users/table';
import { HttpError } from '../../http/httpError';
import { requestLanguage } from '../../http/requestLanguage';
import { translatorFor } from '../../i18n/translator';
import { confirmEmailMessage, queueMail, registrationAttemptMessage } from '../../mail/public';

// docs/sessions.md#registration: the signUp feature decides whether registration exists; checked before anything else.
async function signUpOpen(request: FastifyRequest): Promise<void> {
  if (!request.server.config.SIGN_UP) throw new HttpError(403, 'errors.auth.registrationClosed');
}

/**
 * docs/sessions.md#registration: POST /api/auth/register answers alike for a new and a taken
 * address (202, "check your e-mail", no sign-in): a new client gets a confirmation link, the owner
 * of a taken address a notice.
 */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.auth.register,
    {
      onRequest: signUpOpen,
      preHandler: app.authRateLimit('register', accountFromBodyEmail),
      schema: { body: registerBodySchema, response: { 202: registerAnswerSchema } },
    },
    async (request, reply) => {
      const { email, password, firstName, lastName } = request.body;
      assertStrongPassword(password, email, 'password');
      // Hashed on both paths: the slow step takes as long whether or not the address is taken.
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ email, passwordHash, firstName, lastName, roles: ['client'] })
          // Unique without case: a taken address (or a racing registration) inserts nothing.
          .onConflictDoNothing()
          .returning();
        if (created) {
          const token = await issueAccountToken(tx, created.id, 'email-confirmation');
          const link = confirmationLink(request, token);
          await queueMail(request, tx, confirmEmailMessage(created, link));
          return;
        }
        const owner = await findUserByEmail(tx, email);
        if (!owner) return;
        const links = {
          signIn: portalLink(request, paths.login),
          reset: portalLink(request, paths.forgotPassword),
        };
        await queueMail(request, tx, registrationAttemptMessage(owner, links));
      });
      return reply
        .code(202)
        .send({ message: translatorFor(requestLanguage(request))('answers.checkYourEmail') });
    },
  );
};
