import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/database';
import { jobCounts } from '../jobs/public';

/**
 * How many jobs of each kind are in each status (docs/jobs.md#counts), read at each scrape: queued
 * ones that do not go down mean no process runs them; failed ones wait for staff.
 * @example jobMetrics(registry, app.db, app.log);
 */
export function jobMetrics(registry: Registry, db: Db, log: FastifyBaseLogger): void {
  new Gauge({
    name: 'jobs',
    help: 'Jobs in the database by kind and status',
    labelNames: ['kind', 'status'],
    registers: [registry],
    async collect() {
      try {
        const counts = await jobCounts(db);
        this.reset();
        for (const { kind, status, count } of counts) this.set({ kind, status }, count);
      } catch (error) {
        // A scrape while the database does not answer keeps the last values.
        log.warn({ err: error }, 'metrics: the jobs could not be counted');
      }
    },
  });
}
