import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatOrderNumber } from '../../orders/orderStatuses';
import {
  tlsExportAckBodySchema,
  tlsExportCreateBodySchema,
  tlsExportDetailSchema,
  tlsExportListFilterSchema,
  tlsExportSchema,
  tlsWaitingOrderSchema,
} from '../tlsExports';
import { apiPaths } from '../../../shared/apiPaths';
import { signedInUser } from '../../../server/auth/caller';
import { tlsExportAcks } from '../table';
import { contentDisposition } from '../../../server/files/public';

import type { FileStorage } from '../../../server/files/public';
import { listQuerySchema, parseJson, rangeSchema } from '../../../engine/server/list';
import { binaryBody, routeSchema } from '../../../server/http/routeSchemas';
import { HttpError } from '../../../server/http/httpError';
import { listBatches, readBatch, waitingOrders } from './batchReads';
import { tlsBatchJob } from './batchJob';
import { batchRunRoutes } from './batchRunRoutes';
import { createBatch } from './createBatch';
import { batchFileKey } from './recordBatch';
import { staffOnly, staffOrKey } from './tlsExportAccess';
import { tlsKeyAuth } from './keys/tlsKeyAuth';

const tag = 'TLS export';
const base = apiPaths.tlsExports.list;
// Numbers follow creation, so both sort alike; `id` is a generic client's default (docs/api.md#resources).
const sortSchema = z.tuple([z.enum(['number', 'createdAt', 'id']), z.enum(['ASC', 'DESC'])]);
const batchFileName = (number: number) => `tls-batch-${String(number).padStart(6, '0')}.zip`;

// Typed as a plain reply: the body is the zip's stream, not one of the JSON answers.
async function sendBatchFile(
  storage: FileStorage,
  reply: FastifyReply,
  ifNoneMatch: string | undefined,
  batch: { id: string; number: number; fileSize: number; checksumSha256: string },
) {
  const etag = `"${batch.checksumSha256}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (ifNoneMatch?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
  const body = await storage.read(batchFileKey(batch.id));
  return reply
    .type('application/zip')
    .header('content-length', batch.fileSize)
    .header('content-disposition', contentDisposition('attachment', batchFileName(batch.number)))
    .send(body);
}

/**
 * docs/tls-export.md#api: the batches' list, creation, one batch, its file and TLS's ack, plus
 * the orders waiting for export for the screen; the batches' job, its progress and its retry.
 * @example await app.register(tlsExportRoutes);
 */
export const tlsExportRoutes: FastifyPluginAsyncZod = async (app) => {
  tlsKeyAuth(app);
  app.jobs.handle(tlsBatchJob(app));
  await app.register(batchRunRoutes);

  const batchOr404 = async (id: string) => {
    const batch = z.uuid().safeParse(id).success ? await readBatch(app.db, id) : undefined;
    if (!batch) throw new HttpError(404, 'errors.status.notFound');
    return batch;
  };
  // A running or failed batch has no file yet, and TLS has nothing to acknowledge.
  const doneBatchOr409 = async (id: string) => {
    const batch = await batchOr404(id);
    const { fileSize, checksumSha256 } = batch;
    if (batch.status !== 'done' || fileSize === null || checksumSha256 === null) {
      throw new HttpError(409, {
        key: 'errors.tlsExports.notDone',
        params: { batch: batch.number },
      });
    }
    return { ...batch, fileSize, checksumSha256 };
  };

  app.get(
    base,
    {
      config: { tlsKey: true },
      preHandler: staffOrKey,
      schema: routeSchema(tag, base, {
        summary:
          'The batches, newest first (ra-data-simple-rest; filter: number, createdFrom, createdTo, createdById)',
        querystring: listQuerySchema,
        response: { 200: z.array(tlsExportSchema) },
      }),
    },
    async (request, reply) => {
      const [field, order] = parseJson(request.query.sort, sortSchema, 'sort') ?? [
        'number',
        'DESC',
      ];
      const [start, end] = parseJson(request.query.range, rangeSchema, 'range') ?? [0, 24];
      const filter = parseJson(request.query.filter, tlsExportListFilterSchema, 'filter') ?? {};
      const { rows, total } = await listBatches(app.db, filter, {
        offset: start,
        limit: end - start + 1,
        byId: field === 'id',
        order,
      });
      reply.header(
        'Content-Range',
        `tls-exports ${start}-${start + Math.max(rows.length - 1, 0)}/${total}`,
      );
      return rows;
    },
  );

  app.get(
    apiPaths.tlsExports.waiting,
    {
      preHandler: staffOnly,
      schema: routeSchema(tag, apiPaths.tlsExports.waiting, {
        summary: 'The orders waiting for export: Accepted, not exported yet',
        response: { 200: z.array(tlsWaitingOrderSchema) },
      }),
    },
    async () => waitingOrders(app.db),
  );

  app.post(
    base,
    {
      preHandler: staffOnly,
      schema: routeSchema(tag, base, {
        summary:
          'Create a batch of the given orders (all waiting ones when orderIds is absent); it answers at once, the batch running until its orders are moved and its file written',
        body: tlsExportCreateBodySchema,
        response: { 201: tlsExportDetailSchema },
      }),
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const id = await createBatch(request, app.db, user, request.body);
      return reply
        .status(201)
        .header('location', `${base}/${id}`)
        .send(await batchOr404(id));
    },
  );

  const onePath = `${base}/:id` as const;
  app.get(
    onePath,
    {
      config: { tlsKey: true },
      preHandler: staffOrKey,
      schema: routeSchema(tag, onePath, {
        summary: 'One batch: its orders, checksum and acknowledgements',
        response: { 200: tlsExportDetailSchema },
      }),
    },
    async (request) => batchOr404(request.params.id),
  );

  const filePath = `${base}/:id/file` as const;
  app.get(
    filePath,
    {
      config: { tlsKey: true },
      preHandler: staffOrKey,
      schema: routeSchema(tag, filePath, {
        summary:
          "The batch's zip, the same bytes on every download (ETag: its sha256); 409 until the batch is done",
        response: {
          200: binaryBody.describe('The zip, with Content-Length and an ETag'),
          304: binaryBody.describe('Not modified since the ETag sent in If-None-Match'),
        },
      }),
    },
    async (request, reply) => {
      const batch = await doneBatchOr409(request.params.id);
      return sendBatchFile(app.files.storage, reply, request.headers['if-none-match'], batch);
    },
  );

  const ackPath = `${base}/:id/ack` as const;
  app.post(
    ackPath,
    {
      config: { tlsKey: true },
      preHandler: staffOrKey,
      schema: routeSchema(tag, ackPath, {
        summary: 'TLS acknowledges a batch: the order numbers it accepted and rejected',
        body: tlsExportAckBodySchema,
        response: { 200: tlsExportDetailSchema },
      }),
    },
    async (request) => {
      const batch = await doneBatchOr409(request.params.id);
      const { accepted, rejected, note } = request.body;
      if (accepted.length + rejected.length === 0) {
        throw new HttpError(400, 'errors.tlsExports.acknowledgeOne', {
          accepted: 'errors.tlsExports.listOrderNumbers',
        });
      }
      const inBatch = new Set(batch.orders.map((order) => order.number));
      for (const [field, numbers] of [
        ['accepted', accepted],
        ['rejected', rejected],
      ] as const) {
        const stranger = numbers.find((number) => !inBatch.has(number));
        if (stranger !== undefined) {
          throw new HttpError(
            400,
            {
              key: 'errors.tlsExports.notInBatch',
              params: { order: formatOrderNumber(stranger), batch: batch.number },
            },
            { [field]: { key: 'errors.tlsExports.notInThisBatch', params: { number: stranger } } },
          );
        }
      }
      const both = accepted.find((number) => rejected.includes(number));
      if (both !== undefined) {
        throw new HttpError(
          400,
          {
            key: 'errors.tlsExports.acceptedAndRejected',
            params: { order: formatOrderNumber(both) },
          },
          { rejected: { key: 'errors.tlsExports.alsoAccepted', params: { number: both } } },
        );
      }
      await app.db.insert(tlsExportAcks).values({
        exportId: batch.id,
        accepted,
        rejected,
        note,
        byKeyId: request.tlsKey?.id ?? null,
        byUserId: request.tlsKey ? null : signedInUser(request).id,
      });
      return batchOr404(batch.id);
    },
  );
};
