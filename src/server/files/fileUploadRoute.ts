import multipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileSchema } from '../../shared/fileCalls';
import { requireUser, signedInUser } from '../auth/caller';
import { HttpError } from '../http/httpError';
import { commitUpload, FileIdTaken } from './commitUpload';
import { findFile, storedFile } from './fileRecords';
import { refuseIfBodyFailed, refuseMalformed } from './malformedMultipart';
import { routeSchema } from '../http/routeSchemas';
import { FILE_TAG, fileRefusals } from './fileRouteSchemas';
import { discardTemporaries, receiveUpload } from './receiveUpload';
import { storedFileName } from './storedFileName';
import { tooLarge } from './uploadInspector';

const UPLOAD_PATH = '/api/files';

const uploadQuery = z.object({
  id: z.uuid('errors.files.uuidOrNoId').optional(),
});

/**
 * `POST /api/files`: one multipart part named `file`, streamed to storage (docs/files.md).
 * @example await app.register(fileUploadRoute);
 */
export const fileUploadRoute: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = Math.floor(app.config.MAX_UPLOAD_MB * 2 ** 20);
  await app.register(multipart, {
    // One byte past the limit reaches the inspector, which answers 413 (busboy would only truncate).
    limits: { fileSize: maxBytes + 1, files: 1, fields: 10, parts: 11 },
  });

  app.post(
    UPLOAD_PATH,
    {
      onRequest: requireUser,
      schema: routeSchema(FILE_TAG, UPLOAD_PATH, {
        summary: 'Upload a file',
        description:
          'multipart/form-data with one part named `file` (PDF, JPEG, PNG, WebP or HEIC). ' +
          '`?id=` a UUID the client chose: sending it again answers 200 with the same record.',
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        response: { 200: fileSchema, 201: fileSchema, ...fileRefusals },
      }),
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const id = request.query.id ?? randomUUID();
      const known = await findFile(app.db, id);
      if (known) return reply.code(200).send(storedFile(ownUpload(known, user.id)));
      if (!request.isMultipart()) {
        throw new HttpError(415, 'errors.files.multipartOnly', {
          file: 'errors.files.onePartNamedFile',
        });
      }
      const part = await request.file().catch(refuseMalformed);
      if (!part || part.fieldname !== 'file') {
        throw new HttpError(400, 'errors.files.partNamedFile', { file: 'errors.files.required' });
      }
      const refuseBroken = refuseIfBodyFailed(part.file);
      const prepared = await receiveUpload(app.files.storage, part.file, maxBytes).catch(
        (error: unknown) => {
          // Stop reading a body that is only going to be refused.
          if (error instanceof HttpError && error.statusCode === 413)
            reply.header('connection', 'close');
          return refuseBroken(error);
        },
      );
      if (part.file.truncated) throw tooLarge(maxBytes);
      const file = {
        id,
        name: storedFileName(part.filename, prepared.contentType),
        uploadedBy: user.id,
      };
      let created = true;
      try {
        await commitUpload(app.db, app.files.storage, file, prepared);
      } catch (error) {
        if (!(error instanceof FileIdTaken)) throw error;
        created = false;
      } finally {
        await discardTemporaries(app.files.storage, prepared);
      }
      const stored = ownUpload((await findFile(app.db, id))!, user.id);
      return reply.code(created ? 201 : 200).send(storedFile(stored));
    },
  );
};

/** A retried id answers its record to its uploader; someone else's id is taken (409). */
function ownUpload<T extends { uploadedBy: string }>(file: T, userId: string): T {
  if (file.uploadedBy !== userId) {
    throw new HttpError(409, 'errors.files.idInUse', { id: 'errors.files.chooseAnotherId' });
  }
  return file;
}
