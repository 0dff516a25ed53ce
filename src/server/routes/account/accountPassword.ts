import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordBodySchema } from '../../../shared/authCalls';
import { apiPaths } from '../../../shared/apiPaths';
import { paths } from '../../../shared/paths';
import { findUserById } from '../../auth/findUser';
import { requireUser, signedInUser } from '../../auth/caller';
import { hashPassword, verifyPassword } from '../../auth/password';
import { assertStrongPassword } from '../../auth/passwordPolicy';
import { portalLink } from '../../auth/portalOrigin';
import { revokeOtherSessions } from '../../auth/sessions';
import { users } from '../../../features/users/table';
import { HttpError } from '../../http/httpError';
import { passwordChangedMessage, queueMail } from '../../mail/public';

// A 400, not a 401: the client treats 401 as an ended session (docs/sessions.md#401-refresh).
const wrongCurrentPassword = () =>
  new HttpError(400, 'errors.auth.currentPasswordWrong', {
    currentPassword: 'errors.auth.wrongPassword',
  });

/** docs/sessions.md#account-settings: PUT api/clients/account/password; every other session ends, the owner gets a notice. */
export const accountPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    apiPaths.clients.accountPassword,
    { onRequest: requireUser, schema: { body: changePasswordBodySchema } },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const session = signedInUser(request);
      const user = await findUserById(app.db, session.id);
      if (!user?.passwordHash) throw wrongCurrentPassword();
      // docs/sessions.md#sign-in-throttling: guessing the current password counts as failed sign-ins do.
      const attempt = { email: user.email, userId: user.id };
      await app.signInThrottle.check(request, reply, attempt);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        await app.signInThrottle.failed(request, attempt);
        throw wrongCurrentPassword();
      }
      if (newPassword === currentPassword) {
        throw new HttpError(400, 'errors.auth.newPasswordNeeded', {
          newPassword: 'errors.auth.samePassword',
        });
      }
      assertStrongPassword(newPassword, user.email, 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        // docs/sessions.md#passwords: a password change ends every other session; this one goes on.
        await revokeOtherSessions(tx, user.id, session.familyId);
        const link = portalLink(request, paths.login);
        await queueMail(request, tx, passwordChangedMessage(user, link));
      });
      return reply.code(204).send();
    },
  );
};
