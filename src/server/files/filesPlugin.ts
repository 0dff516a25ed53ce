import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withLease } from '../db/lease';
import { fileDownloadRoutes } from './fileDownloadRoutes';
import { fileHolderRegistry, type FileHolderRegistry } from './fileHolders';
import type { FileStorage } from './fileStorage';
import { fileUploadRoute } from './fileUploadRoute';
import { imageDecodeQueueStats } from './imageDecodeQueue';
import { openFileStorage } from './openFileStorage';
import { ORPHAN_SWEEP_LEASE, sweepOrphans, type SweptOrphans } from './orphanSweep';
import { releaseFile } from './releaseFile';

/** The file service as other resources use it (docs/files.md "For resources that hold files"). */
export interface FileService {
  storage: FileStorage;
  /** Resources holding files add their FileHolder here. */
  holders: FileHolderRegistry;
  /** Removes a file record, and its bytes when nothing else uses them. */
  release(fileId: string): Promise<boolean>;
  /** One orphan sweep now (it also runs at start and hourly); null while another one runs. */
  sweep(now?: Date): Promise<SweptOrphans | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FileService;
  }
}

// Cheap enough hourly: each sweep reads only temporaries and unheld uploads older than a day.
const SWEEP_EVERY_MS = 60 * 60 * 1000;
// Renewed while a sweep runs: a process that dies mid-sweep holds the others off this long at most.
const SWEEP_LEASE_MS = 5 * 60 * 1000;

/**
 * `/api/files` and `app.files`: storage from the settings, the holder registry, the orphan sweep.
 * Register after the database and auth plugins and before any resource that holds files.
 * @example await app.register(filesPlugin);
 */
export const filesPlugin = fp(async (app: FastifyInstance) => {
  const storage = await openFileStorage(app.config);
  const holders = fileHolderRegistry();
  const parts = { db: app.db, storage, holders };
  // docs/files.md#orphans: one sweep at a time over every process of the database (the lease),
  // and a sweep asked for in this process waits for this process's own one to end first.
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = (now = new Date()) => {
    const run = sweeping.then(async () => {
      const swept = await withLease(app.db, ORPHAN_SWEEP_LEASE, SWEEP_LEASE_MS, () =>
        sweepOrphans(parts, now),
      );
      return swept.ran ? swept.result : null;
    });
    sweeping = run.catch(() => undefined);
    return run;
  };
  const service: FileService = {
    storage,
    holders,
    release: (fileId) => releaseFile(app.db, storage, fileId),
    sweep,
  };
  app.decorate('files', service);
  // Uploaded photos, HEIC ones in a worker thread, are decoded one at a time (docs/files.md#images).
  app.workerPools.set('image_decode', imageDecodeQueueStats);

  const sweepInBackground = () => {
    sweep().catch((error: unknown) => app.log.error({ err: error }, 'file orphan sweep failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweepInBackground();
    timer = setInterval(sweepInBackground, SWEEP_EVERY_MS).unref();
  });
  // Before the database closes (its own onClose hook runs after this one, registered earlier).
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await sweeping;
  });

  await app.register(fileUploadRoute);
  await app.register(fileDownloadRoutes);
});
