import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { METRICS_PATH } from '../../shared/apiPaths';
import type { Database } from '../db/database';
import { registerCollectors } from './collectors';
import { httpMetrics } from './httpMetrics';
import { metricsAccess } from './metricsAccess';
import type { WorkerPools } from './workerPools';

export interface MetricsPluginOptions {
  database: Database;
}

/**
 * Prometheus metrics at `/metrics` (docs/settings.md#metrics), in a registry of this app's own (a
 * process may run several apps: the tests do). With neither METRICS_TOKEN nor METRICS_ALLOW set
 * nothing is measured and `/metrics` is an unknown path; either way, the app's worker pools have
 * `app.workerPools` to add themselves to.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(async (app: FastifyInstance, options) => {
  const workerPools: WorkerPools = new Map();
  app.decorate('workerPools', workerPools);
  const { METRICS_TOKEN, METRICS_ALLOW } = app.config;
  if (METRICS_TOKEN === undefined && METRICS_ALLOW.length === 0) return;

  const registry = new Registry();
  httpMetrics(app, registry);
  registerCollectors(registry, { database: options.database, workerPools, log: app.log });
  app.get(
    METRICS_PATH,
    { onRequest: metricsAccess(app.config), schema: { hide: true } },
    async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  );
});
