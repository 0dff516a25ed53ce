import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobs, type JobStatus } from '../db/schema/jobs';

export type ClaimedJob = typeof jobs.$inferSelect & { leaseId: string };

/** The lease's end, `seconds` from the database's clock (never this process's). */
const inSeconds = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** The job's row while the lease `leaseId` is still the one that claimed it. */
const held = (job: Pick<ClaimedJob, 'id' | 'leaseId'>) =>
  and(eq(jobs.id, job.id), eq(jobs.leaseId, job.leaseId), eq(jobs.status, 'running'));

/** Another process took the job over (its lease ran out here): this one must stop working on it. */
export class LeaseLostError extends Error {
  constructor(id: string) {
    super(`The lease on job ${id} was lost`);
  }
}

/**
 * Queues a job in `tx`, the transaction of the change that asks for it, so the job exists exactly
 * when the change does; `total` is its work in units its progress counts, `dueAt` when it may run
 * (now unless given: a weekly digest waits for its week, docs/jobs.md#a-jobs-life).
 * @example const id = await enqueueJob(tx, 'tlsExportBatch', { batchId }, picked.length);
 */
export async function enqueueJob(
  tx: Db,
  kind: string,
  payload: unknown,
  total: number,
  dueAt?: Date,
): Promise<string> {
  const [job] = await tx
    .insert(jobs)
    .values({ kind, payload, progressTotal: total, ...(dueAt && { nextAttemptAt: dueAt }) })
    .returning({ id: jobs.id });
  return job!.id;
}

/**
 * Claims up to `limit` due jobs of `kinds` (FOR UPDATE SKIP LOCKED, so any number of processes
 * share them), each with a new lease of `leaseSeconds`. A job whose process died in its last
 * allowed attempt is given up instead, its error kept.
 * @example const [job] = await claimDueJobs(db, ['tlsExportBatch'], 1, 60, 5);
 */
export async function claimDueJobs(
  db: Db,
  kinds: readonly string[],
  limit: number,
  leaseSeconds: number,
  maxAttempts: number,
): Promise<ClaimedJob[]> {
  if (kinds.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id, attempts: jobs.attempts })
      .from(jobs)
      .where(
        and(
          inArray(jobs.status, ['queued', 'running']),
          lte(jobs.nextAttemptAt, sql`now()`),
          inArray(jobs.kind, [...kinds]),
        ),
      )
      .orderBy(asc(jobs.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const spent = due.filter((job) => job.attempts >= maxAttempts).map((job) => job.id);
    if (spent.length > 0) {
      await tx
        .update(jobs)
        .set({
          status: 'failed',
          leaseId: null,
          finishedAt: sql`now()`,
          lastError: sql`coalesce(${jobs.lastError}, 'The process running it stopped')`,
        })
        .where(inArray(jobs.id, spent));
    }
    const claimed = due.filter((job) => job.attempts < maxAttempts).map((job) => job.id);
    if (claimed.length === 0) return [];
    const rows = await tx
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        leaseId: sql`gen_random_uuid()`,
        nextAttemptAt: inSeconds(leaseSeconds),
        startedAt: sql`coalesce(${jobs.startedAt}, now())`,
      })
      .where(inArray(jobs.id, claimed))
      .returning();
    return rows as ClaimedJob[];
  });
}

/**
 * Moves the lease's end `leaseSeconds` ahead and adds `done` units to the progress, in `db` (a
 * step's own transaction, so the progress is committed with the work it counts); throws
 * LeaseLostError when another process holds the job now.
 * @example await renewLease(tx, job, 60, chunk.length);
 */
export async function renewLease(
  db: Db,
  job: Pick<ClaimedJob, 'id' | 'leaseId'>,
  leaseSeconds: number,
  done = 0,
): Promise<void> {
  const renewed = await db
    .update(jobs)
    .set({
      nextAttemptAt: inSeconds(leaseSeconds),
      progressDone: sql`${jobs.progressDone} + ${done}`,
    })
    .where(held(job))
    .returning({ id: jobs.id });
  if (renewed.length === 0) throw new LeaseLostError(job.id);
}

/** The job's work is all done. */
export async function markJobDone(db: Db, job: Pick<ClaimedJob, 'id' | 'leaseId'>) {
  await db
    .update(jobs)
    .set({ status: 'done', leaseId: null, finishedAt: sql`now()` })
    .where(held(job));
}

/**
 * A failed attempt: due again after `retryInSeconds`, or given up for good when that is null, its
 * error kept either way.
 */
export async function markJobFailed(
  db: Db,
  job: Pick<ClaimedJob, 'id' | 'leaseId'>,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryInSeconds === null
        ? { status: 'failed', leaseId: null, finishedAt: sql`now()`, lastError: error }
        : {
            status: 'queued',
            leaseId: null,
            nextAttemptAt: inSeconds(retryInSeconds),
            lastError: error,
          },
    )
    .where(held(job));
}

/**
 * Gives the job back at once, its attempt not counted: its process is stopping, so the next one (or
 * another process) takes it up without waiting for the lease to run out.
 */
export async function releaseJob(db: Db, job: Pick<ClaimedJob, 'id' | 'leaseId'>) {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      leaseId: null,
      nextAttemptAt: sql`now()`,
      attempts: sql`${jobs.attempts} - 1`,
    })
    .where(held(job));
}

/**
 * Queues a failed job again with all its attempts (staff fixed the cause); false when it is not
 * failed. Its progress stays: the handler's steps are idempotent, so it goes on from there.
 * @example if (!(await retryFailedJob(tx, batch.jobId))) throw new HttpError(409, ...);
 */
export async function retryFailedJob(db: Db, id: string): Promise<boolean> {
  const queued = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning({ id: jobs.id });
  return queued.length > 0;
}

export interface JobCount {
  kind: string;
  status: JobStatus;
  count: number;
}

/**
 * How many jobs there are of each kind in each status (docs/jobs.md#counts), for the metrics.
 * @example await jobCounts(app.db) // [{ kind: 'tlsExportBatch', status: 'done', count: 12 }]
 */
export async function jobCounts(db: Db): Promise<JobCount[]> {
  return db
    .select({ kind: jobs.kind, status: jobs.status, count: count() })
    .from(jobs)
    .groupBy(jobs.kind, jobs.status)
    .orderBy(asc(jobs.kind), asc(jobs.status));
}
