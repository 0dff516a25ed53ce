import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerBodySchema, sessionAnswerSchema } from '../../../../resources/auth';
import { apiPaths } from '../../../shared/apiPaths';
import { issueAccountToken } from '../../auth/accountTokens';
import { confirmationLink } from '../../auth/accountLinks';
import { findUserByEmail } from '../../auth/findUser';
import { hashPassword } from '../../auth/password';
import { assertStrongPassword } from '../../auth/passwordPolicy';
import { accountFromBodyEmail } from '../../auth/rateLimits';
import { openSession } from '../../auth/sessions';
import { signInResponse } from '../../auth/signInResponse';
import { users } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import { confirmEmailMessage } from '../../mail/accountMessages';
import { queueMail } from '../../mail/mailQueue';

const emailTaken = () =>
  new HttpError(409, 'An account with this e-mail address already exists', {
    email: 'This e-mail address is already registered; sign in or reset your password',
  });

// docs/sessions.md#registration: the signUp feature decides whether registration exists; checked before anything else.
async function signUpOpen(request: FastifyRequest): Promise<void> {
  if (!request.server.config.SIGN_UP) throw new HttpError(403, 'Registration is closed');
}

/** docs/sessions.md#registration: POST /api/auth/register signs a new client in, unconfirmed, and mails the link. */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.auth.register,
    {
      onRequest: signUpOpen,
      preHandler: app.authRateLimit('register', accountFromBodyEmail),
      schema: { body: registerBodySchema, response: { 201: sessionAnswerSchema } },
    },
    async (request, reply) => {
      const { email, password, firstName, lastName } = request.body;
      assertStrongPassword(password, email, 'password');
      if (await findUserByEmail(app.db, email)) throw emailTaken();
      const passwordHash = await hashPassword(password);
      const created = await app.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ email, passwordHash, firstName, lastName, roles: ['client'] })
          // Two registrations racing for one address: the loser gets the same 409.
          .onConflictDoNothing()
          .returning();
        if (!user) return undefined;
        const token = await issueAccountToken(tx, user.id, 'email-confirmation');
        await queueMail(
          request,
          tx,
          confirmEmailMessage(email, firstName, confirmationLink(request, token)),
        );
        return { user };
      });
      if (!created) throw emailTaken();
      const session = await openSession(app.db, created.user.id, request.headers['user-agent']);
      reply.code(201);
      return signInResponse(request, reply, session, created.user);
    },
  );
};
