import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { DEFAULT_LANGUAGE } from '../../shared/languages';
import { errorText, type ErrorKey } from '../http/errorText';
import type { ApiErrorBody } from '../http/httpError';
import { acceptedLanguage } from '../http/acceptLanguage';
import { reportServerError } from '../serverSentry';
import { statusMessage } from './errors';
import { REQUEST_ID_HEADER } from './everyCall';

// docs/api.md#statuses: the errors Fastify and Node raise before a route runs answer the same
// `{ message }` shape as the app's own, never the framework's `{ error, code, statusCode }`.

/** A URL the router cannot take: a malformed escape is bad input, an over-long id names no record. */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  // No hook has run yet, so no user and no X-Request-Id (everyCall.ts): the browser's language is
  // the caller's (docs/languages.md#errors).
  reply.header(REQUEST_ID_HEADER, request.id);
  const language = acceptedLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
  const say = (key: ErrorKey) => ({ message: errorText(language, key) });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(404).send(say(statusMessage(404)));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.code(400).send(say('errors.request.badAddress'));
  }
  reportServerError(error, request.id);
  return reply.code(500).send(say(statusMessage(500)));
};

const CLIENT_ERRORS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * What Node's HTTP parser refuses (headers too large, a request that never finished, garbage)
 * never reaches Fastify's handlers; answer it on the socket in the API's shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status = CLIENT_ERRORS[error.code ?? ''] ?? 400;
  // The request was never parsed, so its language is unknown: English, the portal's default.
  const message = errorText(DEFAULT_LANGUAGE, statusMessage(status));
  const body = JSON.stringify({ message } satisfies ApiErrorBody);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
