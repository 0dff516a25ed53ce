import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jobCounts, type JobCount } from './jobQueue';
import {
  DEFAULT_JOB_RUNNER,
  startJobRunner,
  type JobHandler,
  type JobRunner,
  type JobRunnerOptions,
} from './jobRunner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Long work in the database (docs/jobs.md): handlers, the runner and the counts. */
    jobs: Jobs;
  }
}

export interface Jobs {
  /** Runs jobs of `handler.kind` with it; plugins add theirs before the app is ready. */
  handle<P>(handler: JobHandler<P>): void;
  /** Looks for due jobs now; a call that queued one asks for it after its answer (after commit). */
  wake(): void;
  /** How many jobs of each kind are in each status (docs/jobs.md#counts). */
  counts(): Promise<JobCount[]>;
}

export interface JobsPluginOptions {
  /** The runner's timing; tests make retries quick. */
  runner?: Partial<JobRunnerOptions> | undefined;
}

/**
 * `app.jobs`: a job runner started with the app once every plugin has added its handlers, woken
 * after each call that queued a job, stopped before the database closes (the job under way gives
 * its lease back at its next step).
 * @example app.jobs.handle(tlsBatchJob(app)); ... request.afterAnswer(app.jobs.wake);
 */
export const jobsPlugin = fp<JobsPluginOptions>(async (app: FastifyInstance, options) => {
  const handlers = new Map<string, JobHandler>();
  let runner: JobRunner | undefined;
  app.decorate('jobs', {
    handle(handler) {
      if (runner) throw new Error(`Job handler ${handler.kind} added after the app started`);
      handlers.set(handler.kind, handler as JobHandler);
    },
    wake: () => runner?.wake(),
    counts: () => jobCounts(app.db),
  } satisfies Jobs);
  app.addHook('onReady', async () => {
    runner = startJobRunner(app.db, handlers, app.log, {
      ...DEFAULT_JOB_RUNNER,
      leaseSeconds: app.config.JOB_LEASE_SECONDS,
      ...options.runner,
    });
  });
  app.addHook('preClose', async () => {
    await runner?.stop();
  });
});
