import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordBodySchema,
  passwordResetBodySchema,
  verifyResetCodeBodySchema,
} from '../../../shared/authCalls';
import { apiPaths } from '../../../shared/apiPaths';
import {
  consumeAccountToken,
  issueAccountToken,
  userOfAccountToken,
} from '../../auth/accountTokens';
import { resetPasswordLink } from '../../auth/accountLinks';
import { findUserByEmail, findUserById } from '../../auth/findUser';
import { hashPassword } from '../../auth/password';
import { assertStrongPassword } from '../../auth/passwordPolicy';
import { accountFromBodyEmail } from '../../auth/rateLimits';
import { revokeOtherSessions } from '../../auth/sessions';
import { users } from '../../../features/users/table';
import { HttpError } from '../../http/httpError';
import { queueMail, resetPasswordMessage } from '../../mail/public';

const invalidCode = () =>
  new HttpError(400, 'errors.auth.invalidResetLink', { code: 'errors.auth.invalidOrExpired' });

/** docs/sessions.md#password-reset: forgot-password mails a reset link; verify-reset-code and password-reset use it. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.auth.forgotPassword,
    {
      preHandler: app.authRateLimit('forgotPassword', accountFromBodyEmail),
      schema: { body: forgotPasswordBodySchema },
    },
    async (request, reply) => {
      // The same answer for every address, sent before any work that only a known one needs, so
      // neither its content nor its timing tells which addresses have an account.
      await reply.code(204).send();
      try {
        const user = await findUserByEmail(app.db, request.body.email);
        if (!user || user.disabledAt) return reply;
        await app.db.transaction(async (tx) => {
          const code = await issueAccountToken(tx, user.id, 'password-reset');
          const link = resetPasswordLink(request, code);
          await queueMail(request, tx, resetPasswordMessage(user, link));
        });
        // The answer went before the mail was queued, so the wake queueMail leaves for after the
        // answer never runs: wake delivery now that the mail is committed.
        app.mailDelivery.wake();
      } catch (error) {
        // The answer is out: a failure here can only be logged.
        request.log.error({ err: error }, 'forgot-password: the reset link was not queued');
      }
      return reply;
    },
  );

  app.post(
    apiPaths.auth.verifyResetCode,
    {
      schema: {
        body: verifyResetCodeBodySchema,
        response: { 200: z.object({ email: z.string() }) },
      },
    },
    async (request) => {
      const userId = await userOfAccountToken(app.db, request.body.code, 'password-reset');
      const user = userId ? await findUserById(app.db, userId) : undefined;
      if (!user || user.disabledAt) throw invalidCode();
      return { email: user.email };
    },
  );

  app.post(
    apiPaths.auth.passwordReset,
    { schema: { body: passwordResetBodySchema } },
    async (request, reply) => {
      const { code, password } = request.body;
      const userId = await userOfAccountToken(app.db, code, 'password-reset');
      const user = userId ? await findUserById(app.db, userId) : undefined;
      if (!user || user.disabledAt) throw invalidCode();
      // Checked before the code is used up, so a refused password can be retried with the same link.
      assertStrongPassword(password, user.email, 'password');
      const passwordHash = await hashPassword(password);
      const done = await app.db.transaction(async (tx) => {
        if ((await consumeAccountToken(tx, code, 'password-reset')) !== user.id) return false;
        await tx
          .update(users)
          .set({
            passwordHash,
            // The code arrived by e-mail, which proves the address as a confirmation link would.
            emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id));
        // docs/sessions.md#password-reset: a reset ends every session, whoever holds it.
        await revokeOtherSessions(tx, user.id);
        return true;
      });
      if (!done) throw invalidCode();
      return reply.code(204).send();
    },
  );
};
