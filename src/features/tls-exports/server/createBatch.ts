import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { TlsExportCreateBody } from '../tlsExports';
import type { SessionUser } from '../../../server/auth/caller';
import type { Db } from '../../../server/db/database';
import { inTransaction } from '../../../server/db/queries';
import { enqueueJob } from '../../../server/jobs/public';
import { TLS_BATCH_JOB, type TlsBatchJobPayload } from './batchJob';
import { pickOrders } from './pickOrders';
import { insertBatch } from './recordBatch';

/**
 * Creates a batch in one short transaction (docs/tls-export.md#batches): picks and checks its
 * orders, records the batch with its number and its set of orders, and queues the job that moves
 * them and writes the file; the runner is woken once the call has answered. A refusal leaves no
 * batch and no job.
 * @example const id = await createBatch(request, app.db, user, body);
 */
export async function createBatch(
  request: FastifyRequest,
  db: Db,
  user: SessionUser,
  body: TlsExportCreateBody,
): Promise<string> {
  const id = randomUUID();
  await inTransaction(db, async (tx) => {
    const picked = await pickOrders(tx, body);
    const reexportReason = picked.some((order) => order.reexport)
      ? (body.reexportReason ?? null)
      : null;
    const depositReason = picked.some((order) => order.depositUnpaid)
      ? (body.depositReason ?? null)
      : null;
    const payload: TlsBatchJobPayload = { batchId: id, roles: user.roles, depositReason };
    const jobId = await enqueueJob(tx, TLS_BATCH_JOB, payload, picked.length);
    await insertBatch(tx, { id, createdById: user.id, reexportReason, orders: picked, jobId });
  });
  request.afterAnswer(request.server.jobs.wake);
  return id;
}
