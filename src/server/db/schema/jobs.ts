import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** docs/jobs.md#a-jobs-life: queued (due at next_attempt_at), running, then done or failed. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const statusList = sql.raw(JOB_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * Long work done outside the call that asked for it (docs/jobs.md), claimed by any process with a
 * lease as the mail outbox's messages are: the table is the queue, so it works on PGlite too.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Which handler runs it (a TLS batch: 'tlsExportBatch'); a process claims only kinds it knows.
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    // When a queued job is due; while running, the end of its lease: a process that dies leaves it
    // due again then.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // Set by each claim: only the process holding this lease may record progress or finish it.
    leaseId: uuid('lease_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'running')`),
    check('jobs_status_check', sql`${table.status} in (${statusList})`),
  ],
);
