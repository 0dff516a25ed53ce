import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { AuthRateLimits } from '../../src/server/auth/rateLimits';
import type { JobRunnerOptions } from '../../src/server/jobs/jobRunner';
import type { MailDeliveryOptions } from '../../src/server/mail/mailDelivery';
import { loadConfig, type AppConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import type { ServerResource } from '../../src/engine/server/serverResource';
import { NO_RATE_LIMITS } from './noRateLimits';
import { createTestDatabase } from './testDatabase';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment settings on top of the test defaults. */
  env?: Record<string, string>;
  /** Seed the demo accounts and data (default true). */
  seed?: boolean;
  clientDir?: string;
  /** Rate limits of the auth calls; by default none bite, so tests may sign in freely. */
  rateLimits?: Partial<AuthRateLimits>;
  /** Mail delivery's timing; by default queued mail is looked for every 100 ms. */
  mailDelivery?: Partial<MailDeliveryOptions>;
  /** The job runner's timing; by default due jobs are looked for every 100 ms, retried after 1 s. */
  jobs?: Partial<JobRunnerOptions>;
  /** The resources the app serves (default: every one of src/features/resourceList.ts). */
  resources?: readonly ServerResource[];
  /** The app's logger (default: none). */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The real app over a fresh real database, for `app.inject` tests.
 * @example const { app, close } = await createTestApp(); afterAll(close);
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trophy-portal-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...options.env });
  const database = await createTestDatabase((options.seed ?? true) ? 'seeded' : 'migrated');
  const app = await buildApp({
    config,
    database,
    ownsDatabase: false,
    clientDir: options.clientDir,
    rateLimits: { ...NO_RATE_LIMITS, ...options.rateLimits },
    mailDelivery: { pollMs: 100, ...options.mailDelivery },
    jobs: { pollMs: 100, retryBaseSeconds: 1, ...options.jobs },
    resources: options.resources,
    logger: options.logger,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
