import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import type { AppConfig } from './config';
import { openDatabase, pgliteDirIn } from './db/openDatabase';
import { ensureWritableDir } from './db/writableDir';
import { applyMigrations } from './db/migrate';
import { storeDemoFiles } from './db/seed/demoDocuments';
import { storeDemoPhotos } from './db/seed/demoPhotos';
import { seedDemoTlsBatch } from './db/seed/demoTlsBatch';
import { seedIfEmpty } from './db/seed/seed';
import { openFileStorage } from './files/openFileStorage';
import { appOrigin } from './auth/portalOrigin';
import { logFirstAdminLink } from './auth/firstAdminLink';
import { portalLogger } from './plugins/everyCall';
import { startSentry } from './serverSentry';

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

export interface RunningPortal {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/**
 * Opens and migrates the database, seeds an empty one, and listens: what `npm start` and the
 * browser tests run. It logs with `portalLogger` unless given another logger (or `false`).
 * @example const portal = await startPortal(loadConfig({ PORT: '0', DATA_DIR: tmp }));
 */
export async function startPortal(
  config: AppConfig,
  logger: FastifyServerOptions['logger'] = portalLogger(config),
  extra: Pick<BuildAppOptions, 'rateLimits'> = {},
): Promise<RunningPortal> {
  await startSentry(config);
  // DATA_DIR also holds the outbox and uploaded files, so it must be writable even with PostgreSQL.
  ensureWritableDir(config.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: pgliteDirIn(config.DATA_DIR),
    timeoutMs: config.DATABASE_TIMEOUT_MS,
  });
  let app: FastifyInstance | undefined;
  try {
    // Under one lock, so that processes starting together migrate and seed once.
    const seeded = await database.startupLock(async (db) => {
      await applyMigrations(database.kind, db);
      return seedIfEmpty(db, {
        demo: config.SEED_DEMO,
        adminEmail: config.ADMIN_EMAIL,
        adminPassword: config.ADMIN_PASSWORD,
      });
    });
    if (seeded === 'seeded' && config.SEED_DEMO) {
      const storage = await openFileStorage(config);
      await storeDemoFiles(storage);
      await storeDemoPhotos(storage);
      await seedDemoTlsBatch(database.db, storage);
    }
    app = await buildApp({ ...extra, config, database, clientDir: DEFAULT_CLIENT_DIR, logger });
    await app.listen({ port: config.PORT, host: config.HOST });
    await logFirstAdminLink(app);
  } catch (error) {
    if (app) await app.close();
    else await database.close();
    throw error;
  }
  const started = app;
  return { app: started, url: appOrigin(started), close: () => started.close() };
}
