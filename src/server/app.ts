import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { guardsPlugin, currentUserPlugin } from './auth/caller';
import { rateLimitsPlugin, type AuthRateLimits } from './auth/rateLimits';
import type { MailDeliveryOptions } from './mail/mailDelivery';
import { mailerPlugin } from './mail/mailerPlugin';
import type { JobRunnerOptions } from './jobs/jobRunner';
import { jobsPlugin } from './jobs/jobsPlugin';
import { filesPlugin } from './files/filesPlugin';
import { clientAppPlugin } from './plugins/clientApp';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { clientErrorHandler, frameworkErrors } from './plugins/frameworkErrors';
import { metricsPlugin } from './metrics/metricsPlugin';
import {
  OneLineRequestLog,
  requestId,
  requestInputPlugin,
  transportPlugin,
} from './plugins/everyCall';
import { sentryDirectives } from './plugins/sentryDirectives';
import { emailConfirmationRoutes } from './routes/auth/emailConfirmation';
import { firstAdminRoutes } from './routes/auth/firstAdmin';
import { passwordResetRoutes } from './routes/auth/passwordReset';
import { registerRoutes } from './routes/auth/register';
import { sessionRoutes } from './routes/auth/session';
import { accountRoutes } from './routes/account/account';
import { accountPasswordRoutes } from './routes/account/accountPassword';
import { profileRoutes } from './routes/account/profile';
import { featuresRoutes } from './routes/features';
import { healthRoutes } from './routes/health';
import { readMarkRoute } from '../features/messages/server/public';
import {
  clientStatementRoute,
  ownStatementRoute,
  pdfRendererPlugin,
} from '../features/orders/server/public';
import { notificationRoutes } from '../features/notifications/server/public';
import { crudRoutes } from '../engine/server/crudRoutes';
import { apiDocsPlugin } from './plugins/apiDocs';
import type { ServerResource } from '../engine/server/serverResource';
import { serverResources } from '../features/serverResources';
import { tlsApiKeyRoutes } from '../features/tls-exports/server/keys/tlsApiKeyRoutes';
import { tlsExportRoutes } from '../features/tls-exports/server/tlsExportRoutes';
import { clientLinkRequestRoutes } from '../features/clients/server/linkRequests/linkRequestRoutes';
import { dashboardSummaryRoute } from '../features/dashboards/server/dashboardSummaryRoute';
import { outstandingMoneyRoute } from '../features/dashboards/server/outstandingMoneyRoute';
import { cratesWaitingRoute } from '../features/dashboards/server/cratesWaitingRoute';
import { freightPackPublicRoutes } from '../features/shipments/server/freightPackPublicRoutes';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database. */
  database: Database;
  /** Whether app.close() also closes the database (main: yes; tests that share one: no). */
  ownsDatabase?: boolean;
  /** The built client to serve; omitted in API tests. */
  clientDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Limits of sign-in failures, register, forgot-password and resend (tests set small or huge ones). */
  rateLimits?: Partial<AuthRateLimits> | undefined;
  /** Mail delivery's polling and retry timing (tests make retries quick). */
  mailDelivery?: Partial<MailDeliveryOptions> | undefined;
  /** The job runner's polling and retry timing (tests make retries quick). */
  jobs?: Partial<JobRunnerOptions> | undefined;
  /** The resources to serve; every one of src/features/resourceList.ts unless a test adds its own. */
  resources?: readonly ServerResource[] | undefined;
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
    logController: new OneLineRequestLog(),
    trustProxy: options.config.TRUST_PROXY,
    genReqId: requestId,
    // requestId reads X-Request-Id itself: Fastify's own reading takes any value.
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', options.config);

  // Before anything that may answer early (a refusal, a 404): ids, security headers, HSTS,
  // compression, closing.
  await app.register(transportPlugin, {
    contentSecurityPolicy: {
      // Over plain http (a LAN install) upgrade-insecure-requests would block every asset.
      directives: { upgradeInsecureRequests: null, ...sentryDirectives(options.config.SENTRY_DSN) },
    },
  });
  await app.register(cookie);

  // The app's own, each decorating the app or hooking every request, before any route exists.
  await app.register(databasePlugin, {
    database: options.database,
    closeWithApp: options.ownsDatabase ?? true,
  });
  await app.register(errorsPlugin);
  // After the error handler, which its refusals need; before every other route, which it measures.
  await app.register(metricsPlugin, { database: options.database });
  await app.register(requestInputPlugin);
  await app.register(guardsPlugin);
  await app.register(currentUserPlugin, { onSessionChanges: options.database.onSessionChanges });
  await app.register(rateLimitsPlugin, { limits: options.rateLimits });
  await app.register(apiDocsPlugin);
  await app.register(mailerPlugin, { delivery: options.mailDelivery });
  await app.register(jobsPlugin, { runner: options.jobs });
  await app.register(filesPlugin);
  await app.register(pdfRendererPlugin);

  // Routes: the fixed calls, then every resource, each behind its access policy (routeAccess).
  await app.register(healthRoutes);
  await app.register(featuresRoutes);
  await app.register(sessionRoutes);
  await app.register(registerRoutes);
  await app.register(emailConfirmationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(firstAdminRoutes);
  await app.register(profileRoutes);
  await app.register(accountRoutes);
  await app.register(accountPasswordRoutes);
  await app.register(notificationRoutes);
  await app.register(tlsExportRoutes);
  await app.register(tlsApiKeyRoutes);
  await app.register(clientLinkRequestRoutes);
  await app.register(ownStatementRoute);
  // docs/crates-and-shipments.md#the-freight-agents-pack: opened by its token, without a session.
  await app.register(freightPackPublicRoutes);
  const resources = options.resources ?? serverResources;
  await app.register(crudRoutes, {
    resources,
    storeOf: (name) => resources.find((resource) => resource.name === name)?.store,
    // docs/dashboards.md#who-sees-what: the dashboards count orders under the orders' access policy;
    // docs/messages.md#unread: a thread is marked read on an order its reader reads.
    routesUnder: [
      { resource: 'orders', routes: dashboardSummaryRoute },
      { resource: 'orders', routes: outstandingMoneyRoute },
      // docs/dashboards.md#crates-waiting: the crates waiting, under the crates' access policy.
      { resource: 'crates', routes: cratesWaitingRoute },
      { resource: 'orders', routes: readMarkRoute },
      // docs/invoices.md#the-statement: a client's statement under the clients' access policy.
      { resource: 'clients', routes: clientStatementRoute },
    ],
  });
  // Last, the built client: its files and the single-page app for any other path.
  await app.register(clientAppPlugin, {
    clientDir: options.clientDir,
    sentryDsn: options.config.SENTRY_DSN,
  });
  return app;
}
