import type { FastifyInstance } from 'fastify';
import { paths } from '../../shared/paths';
import { firstAdminCode } from './firstAdmin';
import { appOrigin } from './portalOrigin';

/**
 * docs/sessions.md#first-admin: `/auth/first-admin/<code>` on PUBLIC_URL, else on the address the
 * portal listens on, while it has no admin; null once it has one.
 * @example await firstAdminLink(app) // 'http://localhost:3000/auth/first-admin/Xb3...'
 */
export async function firstAdminLink(app: FastifyInstance): Promise<string | null> {
  const code = await firstAdminCode(app.db);
  if (!code) return null;
  return new URL(`${paths.firstAdmin}/${encodeURIComponent(code)}`, appOrigin(app)).toString();
}

/**
 * Logs the set-up link as one line, at warn so that it shows under any LOG_LEVEL that shows
 * warnings: until someone follows it, nobody can sign in. Called once the portal listens.
 * @example await logFirstAdminLink(app);
 */
export async function logFirstAdminLink(app: FastifyInstance): Promise<void> {
  const link = await firstAdminLink(app);
  if (link) app.log.warn(`No admin yet: create the first admin at ${link}`);
}
