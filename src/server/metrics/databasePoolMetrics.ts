import { Gauge, type Registry } from 'prom-client';
import type { PoolCounts } from '../db/database';

/**
 * node-postgres's pool: its connections, the idle ones, and the queries waiting for one. PGlite
 * runs in the process on one connection and has no pool: then nothing is registered.
 * @example databasePoolMetrics(registry, database.pool);
 */
export function databasePoolMetrics(registry: Registry, pool: PoolCounts | undefined): void {
  if (!pool) return;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('db_pool_connections', 'Connections the pool holds, idle or in use', () => pool.totalCount);
  gauge('db_pool_idle_connections', 'Connections the pool holds unused', () => pool.idleCount);
  gauge('db_pool_waiting_queries', 'Queries waiting for a connection', () => pool.waitingCount);
}
