import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { backgroundLoop, retryInSeconds } from '../backgroundLoop';
import type { Db } from '../db/database';
import { loggableError } from '../db/databaseFailures';
import {
  claimDueJobs,
  LeaseLostError,
  markJobDone,
  markJobFailed,
  releaseJob,
  renewLease,
  type ClaimedJob,
} from './jobQueue';

export interface JobRunnerOptions {
  /** How often due jobs are looked for when nothing wakes the runner (retries, other processes). */
  pollMs: number;
  /** How long a claim holds a job without news from its process (JOB_LEASE_SECONDS). */
  leaseSeconds: number;
  /** The first retry waits this long; each next one twice as long, at most ten minutes. */
  retryBaseSeconds: number;
  /** After this many attempts a job is given up, its last error kept. */
  maxAttempts: number;
}

export const DEFAULT_JOB_RUNNER: JobRunnerOptions = {
  pollMs: 1000,
  leaseSeconds: 60,
  retryBaseSeconds: 10,
  maxAttempts: 5,
};

const MAX_RETRY_SECONDS = 600;

// What a failed attempt keeps, for staff to read: a failed query's own error, never the query's
// parameters (they hold e-mail addresses and passport numbers).
function failureText(error: unknown): string {
  const shown = error instanceof DrizzleQueryError ? error.cause : error;
  return (shown instanceof Error ? shown.message : String(shown)).slice(0, 2000);
}

/** A job as its handler sees it while it runs. */
export interface RunningJob<P> {
  id: string;
  payload: P;
  /** Aborted when the process stops or another took the job over: end the step under way, then stop. */
  signal: AbortSignal;
  /**
   * In a step's own transaction: counts `done` more units of progress and renews the lease, so the
   * progress commits with the work it counts; throws LeaseLostError (rolling the step back) when
   * another process holds the job now.
   */
  advance(tx: Db, done: number): Promise<void>;
}

/**
 * What runs one kind of job. `run` does the work in steps, each in its own transaction calling
 * `advance`, and each idempotent: a job whose process dies is run again from the start by another
 * (docs/jobs.md#writing-a-handler).
 */
export interface JobHandler<P = unknown> {
  kind: string;
  payload: z.ZodType<P>;
  run(job: RunningJob<P>): Promise<void>;
}

export interface JobRunner {
  /** Looks for due jobs now (after a call that queued one has answered). */
  wake(): void;
  /** Stops the job under way at its next step, gives it back, and stops looking. */
  stop(): Promise<void>;
}

/**
 * Runs due jobs of the `handlers`' kinds one at a time until stopped: at start (what a previous
 * run left), when woken, and every `pollMs`. Any number of processes may run it on one database.
 * @example const runner = startJobRunner(db, handlers, log, DEFAULT_JOB_RUNNER);
 */
export function startJobRunner(
  db: Db,
  handlers: ReadonlyMap<string, JobHandler>,
  log: FastifyBaseLogger,
  options: JobRunnerOptions,
): JobRunner {
  let current: AbortController | undefined;

  async function work(job: ClaimedJob, handler: JobHandler): Promise<void> {
    const controller = (current = new AbortController());
    // Between steps, and on PostgreSQL during one: a long step (a batch's file) keeps its lease.
    const heartbeat = setInterval(
      () => {
        renewLease(db, job, options.leaseSeconds).catch((error: unknown) => {
          if (error instanceof LeaseLostError) controller.abort(error);
          else log.warn({ err: error, job: job.id }, 'job lease not renewed; will try again');
        });
      },
      (options.leaseSeconds * 1000) / 3,
    );
    try {
      await handler.run({
        id: job.id,
        payload: handler.payload.parse(job.payload),
        signal: controller.signal,
        advance: (tx, done) => renewLease(tx, job, options.leaseSeconds, done),
      });
      await markJobDone(db, job);
    } catch (error) {
      const lost =
        error instanceof LeaseLostError || controller.signal.reason instanceof LeaseLostError;
      if (lost) {
        log.warn({ job: job.id, kind: job.kind }, 'job taken over by another process');
      } else if (controller.signal.aborted) {
        await releaseJob(db, job);
      } else {
        const retry = retryInSeconds(job.attempts, options, MAX_RETRY_SECONDS);
        const facts = { job: job.id, kind: job.kind, attempts: job.attempts, retry };
        log.warn({ ...facts, err: loggableError(error) }, 'job failed');
        await markJobFailed(db, job, failureText(error), retry);
      }
    } finally {
      clearInterval(heartbeat);
      current = undefined;
    }
  }

  const loop = backgroundLoop(
    async () => {
      const [job] = await claimDueJobs(
        db,
        [...handlers.keys()],
        1,
        options.leaseSeconds,
        options.maxAttempts,
      );
      if (job) await work(job, handlers.get(job.kind)!);
      return job !== undefined;
    },
    options.pollMs,
    log,
    'job runner',
  );
  return {
    wake: loop.wake,
    stop: () => loop.stop(() => current?.abort(new Error('The process is stopping'))),
  };
}
