import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ApiErrorBody } from '../http/httpError';
import { statusMessage } from './errors';

// docs/api.md#statuses: the errors Fastify and Node raise before a route runs answer the same
// `{ message }` shape as the app's own, never the framework's `{ error, code, statusCode }`.

/** A URL the router cannot take: a malformed escape is bad input, an over-long id names no record. */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(404).send({ message: statusMessage(404) });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.code(400).send({ message: 'This address is not valid' });
  }
  return reply.code(500).send({ message: statusMessage(500) });
};

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

/**
 * What Node's HTTP parser refuses (headers too large, a request that never finished, garbage)
 * never reaches Fastify's handlers; answer it on the socket in the API's shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is not valid'];
  const body = JSON.stringify({ message } satisfies ApiErrorBody);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
