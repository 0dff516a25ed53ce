import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../../src/server/db/database';
import { jobs } from '../../../src/server/db/schema/jobs';
import { inTransaction } from '../../../src/server/db/queries';
import {
  claimDueJobs,
  enqueueJob,
  jobCounts,
  LeaseLostError,
  renewLease,
} from '../../../src/server/jobs/jobQueue';
import {
  startJobRunner,
  type JobHandler,
  type JobRunner,
  type JobRunnerOptions,
} from '../../../src/server/jobs/jobRunner';
import { createTestDatabase } from '../../support/testDatabase';

// docs/jobs.md: the runner over a real database, with a handler of the test's own: steps that
// commit with their progress, retries with backoff, a job given up with its error, a lease that
// runs out when its process dies, and a process that stops giving its job back.
let database: Database;
let runner: JobRunner | undefined;
const log = Fastify().log;
const quick: JobRunnerOptions = {
  pollMs: 20,
  leaseSeconds: 2,
  retryBaseSeconds: 0.05,
  maxAttempts: 3,
};

beforeAll(async () => {
  database = await createTestDatabase('migrated');
});
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
});
afterAll(() => database.close());

/** A kind that counts `steps` steps of one unit, each in its own transaction, failing as told. */
function counting(kind: string, failAtAttempts: readonly number[] = [], stepMs = 0) {
  let attempts = 0;
  const handler: JobHandler<{ steps: number }> = {
    kind,
    payload: z.object({ steps: z.number() }),
    async run(job) {
      attempts += 1;
      if (failAtAttempts.includes(attempts)) throw new Error(`attempt ${attempts} failed`);
      const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
      for (let step = row!.progressDone; step < job.payload.steps; step += 1) {
        job.signal.throwIfAborted();
        await inTransaction(database.db, (tx) => job.advance(tx, 1));
        await new Promise((resolve) => setTimeout(resolve, stepMs));
      }
    },
  };
  return handler;
}

const start = (handler: JobHandler, options: Partial<JobRunnerOptions> = {}) => {
  runner = startJobRunner(database.db, new Map([[handler.kind, handler]]), log, {
    ...quick,
    ...options,
  });
};
const queue = (kind: string, steps: number) =>
  inTransaction(database.db, (tx) => enqueueJob(tx, kind, { steps }, steps));
const row = async (id: string) =>
  (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
async function settled(id: string) {
  for (;;) {
    const job = await row(id);
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a job', () => {
  it('is run by the runner started after it was queued, its progress counted step by step, then done', async () => {
    const id = await queue('count', 3);
    start(counting('count'));
    expect(await settled(id)).toMatchObject({
      status: 'done',
      progressDone: 3,
      progressTotal: 3,
      attempts: 1,
      leaseId: null,
      lastError: null,
    });
  });

  it('is tried again after a failed attempt, the error kept until it succeeds', async () => {
    const id = await queue('flaky', 2);
    start(counting('flaky', [1]));
    const job = await settled(id);
    expect(job).toMatchObject({ status: 'done', attempts: 2, progressDone: 2 });
    expect(job.lastError).toBe('attempt 1 failed');
  });

  it('is given up after maxAttempts, with its last error kept', async () => {
    const id = await queue('broken', 1);
    start(counting('broken', [1, 2, 3]));
    expect(await settled(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'attempt 3 failed',
    });
  });

  it('whose process died is taken up by another once its lease has run out, from its progress', async () => {
    const id = await queue('orphan', 3);
    // A process claims it, counts one step and dies without a word.
    const [dead] = await claimDueJobs(database.db, ['orphan'], 1, 1, 3);
    await inTransaction(database.db, (tx) => renewLease(tx, dead!, 1, 1));
    start(counting('orphan'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await row(id)).toMatchObject({ status: 'running', attempts: 1, progressDone: 1 });
    expect(await settled(id)).toMatchObject({ status: 'done', attempts: 2, progressDone: 3 });
  });

  it('cannot count progress once its lease went to another process', async () => {
    const id = await queue('stolen', 1);
    const [first] = await claimDueJobs(database.db, ['stolen'], 1, 1, 3);
    await database.db
      .update(jobs)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(jobs.id, id));
    const [second] = await claimDueJobs(database.db, ['stolen'], 1, 1, 3);
    expect(second!.leaseId).not.toBe(first!.leaseId);
    await expect(
      inTransaction(database.db, (tx) => renewLease(tx, first!, 1, 1)),
    ).rejects.toBeInstanceOf(LeaseLostError);
    expect(await row(id)).toMatchObject({ progressDone: 0, attempts: 2 });
  });

  it('is given back at once, its attempt not counted, when its process stops', async () => {
    const id = await queue('long', 50);
    start(counting('long', [], 20));
    while ((await row(id)).progressDone === 0) await new Promise((r) => setTimeout(r, 10));
    await runner!.stop();
    runner = undefined;
    const stopped = await row(id);
    expect(stopped).toMatchObject({ status: 'queued', attempts: 0, leaseId: null });
    expect(stopped.progressDone).toBeGreaterThan(0);
    expect(stopped.progressDone).toBeLessThan(50);
    expect(stopped.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('job counts', () => {
  it('count the jobs of each kind in each status', async () => {
    const counts = await jobCounts(database.db);
    expect(counts).toEqual(
      expect.arrayContaining([
        { kind: 'count', status: 'done', count: 1 },
        { kind: 'broken', status: 'failed', count: 1 },
        { kind: 'long', status: 'queued', count: 1 },
      ]),
    );
  });
});
