import { setTimeout as pause } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ROLES } from '../../../shared/roles';
import type { Db } from '../../../server/db/database';
import { tlsExports } from '../table';
import { inTransaction } from '../../../server/db/queries';
import { errorText } from '../../../server/http/errorText';
import { HttpError } from '../../../server/http/httpError';
import type { JobHandler } from '../../../server/jobs/public';
import type { MailSender } from '../../../server/mail/public';
import { exportChunk, type BatchRun } from './exportChunk';
import { batchFileKey, finishBatch } from './recordBatch';

export const TLS_BATCH_JOB = 'tlsExportBatch';

const payloadSchema = z.object({
  batchId: z.uuid(),
  /** The roles of the staff member who created the batch, when they did: the moves are theirs. */
  roles: z.array(z.enum(ROLES)),
  /**
   * Staff's reason for moving orders into production without their deposit
   * (docs/tls-export.md#the-deposit); absent from the jobs queued before it was asked for.
   */
  depositReason: z.string().nullable().default(null),
});
export type TlsBatchJobPayload = z.infer<typeof payloadSchema>;

async function batchRun(db: Db, { batchId, roles, depositReason }: TlsBatchJobPayload) {
  const [row] = await db
    .select({
      id: tlsExports.id,
      number: tlsExports.number,
      createdAt: tlsExports.createdAt,
      createdById: tlsExports.createdById,
      reexportReason: tlsExports.reexportReason,
      finishedAt: tlsExports.finishedAt,
    })
    .from(tlsExports)
    .where(eq(tlsExports.id, batchId));
  if (!row) throw new Error(`No TLS batch ${batchId}`);
  const { finishedAt, ...batch } = row;
  return {
    finished: finishedAt !== null,
    batch: { ...batch, roles, depositReason } satisfies BatchRun,
  };
}

// Between chunks of 500 orders: 0.4 s over a batch of 10,000.
const CHUNK_PAUSE_MS = 20;

/**
 * The job of a TLS batch (docs/tls-export.md#batches): its orders a chunk at a time, each chunk in
 * its own transaction with the job's progress, then its file, written once every order is marked.
 * Run again after a crash, it skips what was committed; a refusal is kept in English in the job's
 * error, as staff read it on the batch's page.
 * @example app.jobs.handle(tlsBatchJob(app));
 */
export function tlsBatchJob(app: FastifyInstance): JobHandler<TlsBatchJobPayload> {
  return {
    kind: TLS_BATCH_JOB,
    payload: payloadSchema,
    async run(job) {
      const { finished, batch } = await batchRun(app.db, job.payload);
      if (finished) return;
      // Links in the clients' e-mails need the app; delivery is woken after each chunk commits.
      const afterCommit = new Set<() => void>();
      const sender: MailSender = { server: app, afterAnswer: (wake) => afterCommit.add(wake) };
      try {
        let after: string | null = null;
        do {
          job.signal.throwIfAborted();
          const from: string | null = after;
          const chunk = await inTransaction(app.db, async (tx) => {
            const done = await exportChunk(sender, tx, batch, from);
            await job.advance(tx, done.marked);
            return done;
          });
          for (const wake of afterCommit) wake();
          afterCommit.clear();
          after = chunk.last;
          // docs/jobs.md#writing-a-handler: PGlite works in this thread, one statement at a time;
          // a pause lets the calls read meanwhile (the page's progress) run their few queries
          // before the next chunk takes the database (one turn of the loop was not enough).
          await pause(CHUNK_PAUSE_MS);
        } while (after !== null);
        job.signal.throwIfAborted();
        await inTransaction(app.db, async (tx) => {
          await finishBatch(tx, app.files.storage, batch);
          await job.advance(tx, 0);
        }).catch(async (error: unknown) => {
          await app.files.storage.remove(batchFileKey(batch.id));
          throw error;
        });
      } catch (error) {
        throw error instanceof HttpError ? new Error(errorText('en', error.text)) : error;
      }
    },
  };
}
