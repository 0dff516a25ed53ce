import { Gauge, type Registry } from 'prom-client';
import type { WorkerPoolStats, WorkerPools } from './workerPools';

/**
 * Each worker pool's queue, running tasks and share of its threads busy, labelled by `pool`; a pool
 * started lazily reads 0 until its first task.
 * @example workerPoolMetrics(registry, app.workerPools);
 */
export function workerPoolMetrics(registry: Registry, pools: WorkerPools): void {
  const gauge = (name: string, help: string, read: (stats: WorkerPoolStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const [pool, stats] of pools) this.set({ pool }, read(stats()));
      },
    });
  gauge('worker_pool_queue_size', 'Tasks waiting for a worker', (stats) => stats.queued);
  gauge('worker_pool_active_tasks', 'Tasks running', (stats) => stats.active);
  gauge('worker_pool_utilization', 'Share of the workers busy now, 0 to 1', (stats) =>
    stats.capacity > 0 ? stats.active / stats.capacity : 0,
  );
}
