import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { csrfPlugin } from './auth/csrf';
import { currentUserPlugin } from './auth/currentUser';
import { clientAppPlugin } from './plugins/clientApp';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { sessionRoutes } from './routes/auth/session';
import { profileRoutes } from './routes/clients/profile';
import { healthRoutes } from './routes/health';
import { crudRoutes } from './engine/crudRoutes';
import { apiDocsPlugin } from './plugins/apiDocs';
import { storeList } from './resources/storeList';
import { linkClientRoutes } from './routes/clients/link';
import { loggedInvitations, type InvitationSender } from './users/invitations';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database. */
  database: Database;
  /** Whether app.close() also closes the database (main: yes; tests that share one: no). */
  ownsDatabase?: boolean;
  /** The built client to serve; omitted in API tests. */
  clientDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Who sends user invitations (default: the log, until the accounts mailer is merged). */
  invitations?: InvitationSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/**
 * Builds the portal's HTTP server: config in, app out, no global state.
 * @example const app = await buildApp({ config: loadConfig(process.env), database });
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', options.config);

  await app.register(helmet, {
    contentSecurityPolicy: {
      // Over plain http (a LAN install) upgrade-insecure-requests would block every asset.
      directives: { upgradeInsecureRequests: null },
    },
  });
  await app.register(cookie);
  await app.register(errorsPlugin);
  await app.register(databasePlugin, {
    database: options.database,
    closeWithApp: options.ownsDatabase ?? true,
  });
  await app.register(csrfPlugin);
  await app.register(currentUserPlugin);
  app.decorate('invitations', options.invitations ?? loggedInvitations(app.log));
  await app.register(apiDocsPlugin);

  await app.register(healthRoutes);
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(linkClientRoutes);
  await app.register(crudRoutes, { stores: storeList });
  await app.register(clientAppPlugin, { clientDir: options.clientDir });
  return app;
}
