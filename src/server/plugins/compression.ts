import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// docs/api.md#compression: text-like answers only. PDFs, images and zips are compressed already,
// and a file's bytes of unknown type (octet-stream, compressed by default) may be too.
const COMPRESSIBLE = /^text\/|[/+]json(;|$)|javascript|[/+]xml(;|$)/;
// Below a kilobyte the saving is a few hundred bytes at most, less than a round of the CPU it costs.
const THRESHOLD_BYTES = 1024;

/**
 * Compresses answers with brotli or gzip when the client asks (Accept-Encoding), lists included.
 * The built client's files come compressed already (clientApp.ts), so only dynamic answers pay.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    // Answers only: a request's body is read as it comes, as before (a compressed body would
    // unfold in the server to many times what the client sent).
    globalDecompression: false,
  });
  // @fastify/compress sends an answer that has a Content-Range as it is, since a byte range must
  // count the bytes sent. A list's range counts records (`orders 0-24/*`, docs/api.md#resources),
  // which compression leaves true: it is set aside before compressing (the app's onSend hooks run
  // before a route's) and put back after (pushed onto each route's hooks after compress's own).
  const recordRanges = new WeakMap<FastifyRequest, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const range = reply.getHeader('content-range');
    if (typeof range === 'string' && !range.startsWith('bytes ')) {
      recordRanges.set(request, range);
      reply.removeHeader('content-range');
    }
    return payload;
  });
  const restoreRange = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const range = recordRanges.get(request);
    if (range !== undefined) reply.header('content-range', range);
    return payload;
  };
  app.addHook('onRoute', (route) => {
    route.onSend = [route.onSend ?? []].flat().concat(restoreRange);
  });
});
