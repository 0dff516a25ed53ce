import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  firstAdminBodySchema,
  firstAdminCodeBodySchema,
  sessionAnswerSchema,
} from '../../../shared/authCalls';
import { apiPaths } from '../../../shared/apiPaths';
import { assertFirstAdminCode, createFirstAdmin } from '../../auth/firstAdmin';
import { hashPassword } from '../../auth/password';
import { assertStrongPassword } from '../../auth/passwordPolicy';
import { openSession } from '../../auth/sessions';
import { signInResponse } from '../../auth/signInResponse';

// The body was validated by the route's schema before preHandlers run; the code stands for the
// account being set up, so its tries are counted like an account's.
const setupCode = (request: FastifyRequest) => (request.body as { code: string }).code;

/**
 * docs/sessions.md#first-admin: the set-up link's page checks its code, then creates the first admin
 * with it, who is signed in at once.
 */
export const firstAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.authRateLimit('firstAdmin', setupCode);

  app.post(
    apiPaths.auth.verifyFirstAdminCode,
    { preHandler: limit, schema: { body: firstAdminCodeBodySchema } },
    async (request, reply) => {
      await assertFirstAdminCode(app.db, request.body.code);
      return reply.code(204).send();
    },
  );

  app.post(
    apiPaths.auth.firstAdmin,
    {
      preHandler: limit,
      schema: { body: firstAdminBodySchema, response: { 201: sessionAnswerSchema } },
    },
    async (request, reply) => {
      const { code, email, firstName, lastName, password } = request.body;
      // A link that cannot work is refused before the password is judged: fixing it would not help.
      await assertFirstAdminCode(app.db, code);
      assertStrongPassword(password, email, 'password');
      const passwordHash = await hashPassword(password);
      const admin = await createFirstAdmin(app.db, code, {
        email,
        firstName,
        lastName,
        passwordHash,
      });
      const session = await openSession(app.db, admin.id, request.headers['user-agent']);
      return signInResponse(request, reply.code(201), session, admin);
    },
  );
};
