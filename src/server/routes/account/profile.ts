import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchema } from '../../../shared/authCalls';
import { apiPaths } from '../../../shared/apiPaths';
import { findUserById } from '../../auth/findUser';
import { requireUser, signedInUser } from '../../auth/caller';
import { toProfile } from '../../auth/profile';
import { HttpError } from '../../http/httpError';
import { readStudioDates } from '../../../features/studio-settings/server/public';

/** docs/sessions.md#profile: GET api/clients/profile, what the guards and the shell read of the signed-in user. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.clients.profile,
    { preHandler: requireUser, schema: { response: { 200: profileSchema } } },
    async (request) => {
      const [user, dates] = await Promise.all([
        findUserById(app.db, signedInUser(request).id),
        readStudioDates(app.db),
      ]);
      if (!user) throw new HttpError(401, 'errors.status.signIn');
      return { ...toProfile(user), dates };
    },
  );
};
