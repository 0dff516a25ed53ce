/** What a pool of worker threads (or a queue that runs one task at a time) is doing now. */
export interface WorkerPoolStats {
  /** Tasks waiting for their turn. */
  queued: number;
  /** Tasks running. */
  active: number;
  /** Tasks that may run at once. */
  capacity: number;
}

/** The app's pools by name, each read when the metrics are scraped. */
export type WorkerPools = Map<string, () => WorkerPoolStats>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where each pool of the app adds itself (metricsPlugin decorates it, workerPoolMetrics reads it). */
    workerPools: WorkerPools;
  }
}
