import { buffer } from 'node:stream/consumers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../auth/caller';
import { HttpError } from '../http/httpError';
import { contentDisposition } from './contentDisposition';
import { findFile, type FileRecord } from './fileRecords';
import { binaryBody, routeSchema } from '../http/routeSchemas';
import { FILE_TAG, fileIdParams, fileRefusals } from './fileRouteSchemas';
import { blobKey, thumbnailKey } from './fileStorage';

interface Download {
  etag: string;
  key: string;
  contentType: string;
  /** Known for files (Content-Length); undefined for thumbnails. */
  size: number | undefined;
  disposition: string;
}

const notFound = () => new HttpError(404, 'errors.status.notFound');

/** What a browser may show in the page; anything else only downloads (never HTML, docs/files.md). */
const showsInline = (contentType: string) =>
  contentType === 'application/pdf' || contentType.startsWith('image/');

/**
 * `GET /api/files/{id}` and `GET /api/files/{id}/thumbnail`, for the uploader and whoever may read
 * a record holding the file; anyone else gets the 404 of a file that does not exist.
 * @example await app.register(fileDownloadRoutes);
 */
export const fileDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const readable = async (request: FastifyRequest, id: string) => {
    const user = signedInUser(request);
    const file = await findFile(app.db, id);
    if (!file) throw notFound();
    if (file.uploadedBy === user.id || (await app.files.holders.mayRead(app.db, user, id))) {
      return file;
    }
    throw notFound();
  };

  const answer = {
    200: binaryBody.describe('The bytes, with Content-Type, Content-Length and an ETag'),
    304: binaryBody.describe('Not modified since the ETag sent in If-None-Match'),
    ...fileRefusals,
  };

  const download = (path: string, summary: string, what: (file: FileRecord) => Download) =>
    app.get(
      path,
      {
        onRequest: requireUser,
        schema: routeSchema(FILE_TAG, path, { summary, params: fileIdParams, response: answer }),
      },
      async (request, reply) => {
        const file = await readable(request, request.params.id);
        return send(reply, request.headers['if-none-match'], what(file));
      },
    );

  download('/api/files/:id', 'Download a file', (file) => ({
    etag: `"${file.sha256}"`,
    key: blobKey(file.sha256),
    contentType: file.contentType,
    size: file.size,
    disposition: contentDisposition(
      showsInline(file.contentType) ? 'inline' : 'attachment',
      file.name,
    ),
  }));

  download(
    '/api/files/:id/thumbnail',
    "An image's thumbnail (JPEG, at most 480 px a side)",
    (file) => {
      if (!file.hasThumbnail) throw new HttpError(404, 'errors.files.noThumbnail');
      return {
        etag: `"${file.sha256}-thumbnail"`,
        key: thumbnailKey(file.sha256),
        contentType: 'image/jpeg',
        size: undefined,
        disposition: contentDisposition('inline', file.name.replace(/\.[^.]*$/, '.jpg')),
      };
    },
  );

  async function send(reply: FastifyReply, ifNoneMatch: string | undefined, what: Download) {
    reply
      .header('etag', what.etag)
      // Access can change (a document unlinked), so every use asks again; the ETag keeps it cheap.
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff');
    if (ifNoneMatch?.split(/\s*,\s*/).includes(what.etag)) return reply.code(304).send();
    const stream = await app.files.storage.read(what.key);
    // A thumbnail's size is not recorded; it is small, so it is read whole and Fastify counts it.
    const body = what.size === undefined ? await buffer(stream) : stream;
    if (what.size !== undefined) reply.header('content-length', what.size);
    return reply.type(what.contentType).header('content-disposition', what.disposition).send(body);
  }
};
