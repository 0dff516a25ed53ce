import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, type Registry } from 'prom-client';
import type { Database } from '../db/database';
import { databasePoolMetrics } from './databasePoolMetrics';
import { jobMetrics } from './jobMetrics';
import { mailQueueMetrics } from './mailQueueMetrics';
import { workerPoolMetrics } from './workerPoolMetrics';
import type { WorkerPools } from './workerPools';

export interface CollectorSources {
  database: Database;
  workerPools: WorkerPools;
  log: FastifyBaseLogger;
}

/**
 * Every metric read at scrape time, in one place.
 * @example registerCollectors(registry, { database, workerPools: app.workerPools, log: app.log });
 */
export function registerCollectors(registry: Registry, sources: CollectorSources): void {
  collectDefaultMetrics({ register: registry });
  databasePoolMetrics(registry, sources.database.pool);
  mailQueueMetrics(registry, sources.database.db, sources.log);
  workerPoolMetrics(registry, sources.workerPools);
  jobMetrics(registry, sources.database.db, sources.log);
}
