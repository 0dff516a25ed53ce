import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featuresSchema } from '../../../resources/auth';
import { apiPaths } from '../../shared/apiPaths';

/** SPEC 7: GET api/features, public; SPEC 1: signUp decides whether registration is offered. */
export const featuresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.features, { schema: { response: { 200: featuresSchema } } }, async () => ({
    signUp: app.config.SIGN_UP,
  }));
};
