import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../../server/db/queries';
import type { JobHandler } from '../../../server/jobs/public';
import type { MailSender } from '../../../server/mail/public';
import { WEEKLY_DIGEST_JOB } from './digestSchedule';
import { sendDigest } from './sendDigest';

// The due time it was queued for: a run that finds another (its digest sent, a new week begun) sends nothing.
const payloadSchema = z.object({ userId: z.uuid(), dueAt: z.iso.datetime() });

/**
 * docs/notifications.md#weekly-digest: the job queued with a reader's first news of a week, due
 * when their digest is (the runner claims it then): one step that sends it (sendDigest, which a
 * second run finds done).
 * @example app.jobs.handle(weeklyDigestJob(app));
 */
export function weeklyDigestJob(app: FastifyInstance): JobHandler<z.infer<typeof payloadSchema>> {
  return {
    kind: WEEKLY_DIGEST_JOB,
    payload: payloadSchema,
    async run(job) {
      const afterCommit = new Set<() => void>();
      const sender: MailSender = { server: app, afterAnswer: (wake) => afterCommit.add(wake) };
      await inTransaction(app.db, async (tx) => {
        await sendDigest(sender, tx, job.payload.userId, new Date(job.payload.dueAt));
        await job.advance(tx, 1);
      });
      for (const wake of afterCommit) wake();
    },
  };
}
