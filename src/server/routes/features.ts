import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featuresSchema } from '../../shared/authCalls';
import { apiPaths } from '../../shared/apiPaths';

/** GET api/features, public (docs/api.md#calls); signUp decides whether registration is offered
 * (docs/sessions.md#registration). */
export const featuresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.features, { schema: { response: { 200: featuresSchema } } }, async () => ({
    signUp: app.config.SIGN_UP,
  }));
};
