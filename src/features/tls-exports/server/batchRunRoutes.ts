import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tlsExportDetailSchema, tlsExportProgressSchema } from '../tlsExports';
import { apiPaths } from '../../../shared/apiPaths';
import { tlsExports } from '../table';
import { routeSchema } from '../../../server/http/routeSchemas';
import { inTransaction } from '../../../server/db/queries';
import { HttpError } from '../../../server/http/httpError';
import { retryFailedJob } from '../../../server/jobs/public';
import { readBatch, readBatchProgress } from './batchReads';
import { staffOnly, staffOrKey } from './tlsExportAccess';

const tag = 'TLS export';
const base = apiPaths.tlsExports.list;
const notFound = () => new HttpError(404, 'errors.status.notFound');
const isId = (id: string) => z.uuid().safeParse(id).success;

/**
 * docs/tls-export.md#api: a batch's progress while its job runs (what its page polls), and trying
 * a failed batch again once staff fixed what made it fail.
 * @example await app.register(batchRunRoutes);
 */
export const batchRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const progressPath = `${base}/:id/progress` as const;
  app.get(
    progressPath,
    {
      config: { tlsKey: true },
      preHandler: staffOrKey,
      schema: routeSchema(tag, progressPath, {
        summary: "A batch's status and its orders done of all while it runs, and its job's error",
        response: { 200: tlsExportProgressSchema },
      }),
    },
    async (request) => {
      const progress = isId(request.params.id)
        ? await readBatchProgress(app.db, request.params.id)
        : undefined;
      if (!progress) throw notFound();
      return progress;
    },
  );

  const retryPath = `${base}/:id/retry` as const;
  app.post(
    retryPath,
    {
      preHandler: staffOnly,
      schema: routeSchema(tag, retryPath, {
        summary:
          'Try a failed batch again: its job goes on from the orders it had moved; 409 unless it failed',
        response: { 202: tlsExportDetailSchema },
      }),
    },
    async (request, reply) => {
      const { id } = request.params;
      await inTransaction(app.db, async (tx) => {
        const [batch] = isId(id)
          ? await tx
              .select({ number: tlsExports.number, jobId: tlsExports.jobId })
              .from(tlsExports)
              .where(eq(tlsExports.id, id))
          : [];
        if (!batch) throw notFound();
        if (!batch.jobId || !(await retryFailedJob(tx, batch.jobId))) {
          throw new HttpError(409, {
            key: 'errors.tlsExports.notFailed',
            params: { batch: batch.number },
          });
        }
      });
      request.afterAnswer(app.jobs.wake);
      const batch = await readBatch(app.db, id);
      if (!batch) throw notFound();
      return reply.status(202).send(batch);
    },
  );
};
