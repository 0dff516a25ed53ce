import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../shared/apiPaths';
import { notificationSettingsSchema } from '../../../shared/notificationCalls';
import { requireUser, signedInUser } from '../../../server/auth/caller';
import { HttpError } from '../../../server/http/httpError';
import { weeklyDigestJob } from './digestJob';
import { readNotificationSettings, saveNotificationSettings } from './notificationSettingsStore';

// docs/notifications.md#choosing: collectors have no account settings, so no choice of e-mails.
async function notCollector(request: FastifyRequest): Promise<void> {
  if (signedInUser(request).roles.includes('collector')) {
    throw new HttpError(403, 'errors.status.forbidden');
  }
}

/**
 * docs/notifications.md#choosing: the signed-in user's choice of order e-mails, read and saved
 * whole, as the language is (docs/languages.md#choosing); and the weekly digest's job.
 * @example await app.register(notificationRoutes);
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = { onRequest: requireUser, preHandler: notCollector };
  const answer = { 200: notificationSettingsSchema };

  app.get(
    apiPaths.clients.accountNotifications,
    { ...guards, schema: { response: answer } },
    async (request) => readNotificationSettings(app.db, signedInUser(request).id),
  );

  app.put(
    apiPaths.clients.accountNotifications,
    { ...guards, schema: { body: notificationSettingsSchema, response: answer } },
    async (request) => saveNotificationSettings(app.db, signedInUser(request).id, request.body),
  );

  app.jobs.handle(weeklyDigestJob(app));
};
