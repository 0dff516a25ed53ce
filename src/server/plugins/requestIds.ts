import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

// docs/api.md#request-ids: a proxy's or a caller's id is kept so one request reads the same in every
// log; anything longer or stranger could forge log lines or bloat them, so it gets an id of our own.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the request's own `X-Request-Id` when it is short and safe, else a UUID.
 * @example Fastify({ genReqId: requestId, requestIdHeader: false });
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request in `X-Request-Id`, the id its log lines carry as `reqId`. */
export const requestIdsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
