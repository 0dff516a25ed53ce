import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmEmailBodySchema, sessionAnswerSchema } from '../../../shared/authCalls';
import { apiPaths } from '../../../shared/apiPaths';
import { consumeAccountToken, issueAccountToken } from '../../auth/accountTokens';
import { confirmEmailMessage, queueMail } from '../../mail/public';
import { confirmationLink } from '../../auth/accountLinks';
import { findUserById } from '../../auth/findUser';
import { requireUser, signedInUser } from '../../auth/caller';
import { toProfile } from '../../auth/profile';
import { accountFromUser } from '../../auth/rateLimits';
import { users } from '../../../features/users/table';
import { HttpError } from '../../http/httpError';

const invalidLink = () =>
  new HttpError(400, 'errors.auth.invalidConfirmationLink', {
    token: 'errors.auth.invalidOrExpired',
  });

/** docs/sessions.md#e-mail-confirmation: confirm-email (from the e-mail's link, signed in or not) and resend. */
export const emailConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.auth.confirmEmail,
    { schema: { body: confirmEmailBodySchema, response: { 200: sessionAnswerSchema } } },
    async (request) => {
      const user = await app.db.transaction(async (tx) => {
        const userId = await consumeAccountToken(tx, request.body.token, 'email-confirmation');
        if (!userId) return undefined;
        const [updated] = await tx
          .update(users)
          .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
          .where(eq(users.id, userId))
          .returning();
        return updated;
      });
      if (!user) throw invalidLink();
      // docs/sessions.md#e-mail-confirmation: confirming signs nobody in; a signed-in client refetches its profile.
      return { emailConfirmed: true, profile: toProfile(user) };
    },
  );

  app.post(
    apiPaths.auth.resendConfirmationEmail,
    {
      onRequest: requireUser,
      preHandler: app.authRateLimit('resendConfirmation', accountFromUser),
    },
    async (request, reply) => {
      const user = await findUserById(app.db, signedInUser(request).id);
      if (user && !user.emailConfirmedAt) {
        await app.db.transaction(async (tx) => {
          const token = await issueAccountToken(tx, user.id, 'email-confirmation');
          const link = confirmationLink(request, token);
          await queueMail(request, tx, confirmEmailMessage(user, link));
        });
      }
      return reply.code(204).send();
    },
  );
};
