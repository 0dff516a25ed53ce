import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';
import { HttpError } from '../http/httpError';

// What every call gets, whatever it asks. Its transport: its id, security headers, HSTS over
// https, a compressed answer, a closed connection while the app stops, and the tasks it leaves for
// after its answer (transportPlugin). Its input, read once: its JSON body, and the text of its
// body, query and path parameters, before a route or check walks them (requestInputPlugin). Its
// log line, once it is answered (portalLogger, OneLineRequestLog).

/**
 * The logger `npm start` runs the portal with (docs/settings.md): one line a request at `info`, with
 * the session cookie, credentials and a new session's Set-Cookie left out of every line. startPortal
 * logs with it unless told otherwise, so the benches measure the logging users run.
 * @example const logger = portalLogger(loadConfig(process.env));
 */
export const portalLogger = ({
  LOG_LEVEL,
}: Pick<AppConfig, 'LOG_LEVEL'>): FastifyServerOptions['logger'] => ({
  level: LOG_LEVEL,
  redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
});

/**
 * docs/settings.md#logs: one line a request, written when its answer is sent, with the request,
 * the status and the time it took. Fastify's own writes two (one when the request comes in): on
 * the hottest calls, a list page, writing and serializing the second line cost more than
 * finding the page.
 * @example Fastify({ logger, logController: new OneLineRequestLog() });
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    ...[error, request, reply]: Parameters<LogController['requestCompleted']>
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Runs `task` once the answer is sent, so after the call's transactions committed: a call that
     * queued mail or a job wakes its loop then (mail/mailQueue.ts, docs/jobs.md). A task asked for
     * twice runs once.
     * @example request.afterAnswer(request.server.jobs.wake);
     */
    afterAnswer(task: () => void): void;
  }
}

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

/**
 * docs/sessions.md#tokens-and-cookies: the portal is served over https when its PUBLIC_URL says so,
 * whatever a proxy forwards (or forgets to), or when this request came over https.
 * @example reply.setCookie(name, value, { secure: servedOverHttps(request) });
 */
export function servedOverHttps(request: FastifyRequest): boolean {
  const publicUrl = request.server.config.PUBLIC_URL;
  if (publicUrl && new URL(publicUrl).protocol === 'https:') return true;
  return request.protocol === 'https';
}

// helmet's value: a year, subdomains included.
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets with these options, worked out once. They are the same on every answer
 * as long as no directive is a function of the request (the portal's are all text, and it uses no
 * nonce); @fastify/helmet built helmet's middleware again on every request, a fiftieth of a list
 * call's server CPU (docs/api.md#lists-without-a-count).
 * @example helmetHeaders({ strictTransportSecurity: false })['x-frame-options'] // 'SAMEORIGIN'
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

// docs/api.md#compression: text-like answers only. PDFs, images and zips are compressed already,
// and a file's bytes of unknown type (octet-stream, compressed by default) may be too.
const COMPRESSIBLE = /^text\/|[/+]json(;|$)|javascript|[/+]xml(;|$)/;
// Below a kilobyte the saving is a few hundred bytes at most, less than a round of the CPU it costs.
const THRESHOLD_BYTES = 1024;

/**
 * Registered first, before anything that may answer early (a refusal, a 404), so every answer
 * names its request in `X-Request-Id`, the id its log lines carry as `reqId`, and carries helmet's
 * security headers (the given content security policy, frame and referrer policies, and the rest).
 * Strict-Transport-Security is the portal's own, only on answers served over
 * https (docs/sessions.md#tokens-and-cookies): over plain http browsers ignore it, and a LAN
 * install has no https to insist on. Answers are compressed with brotli or gzip when the client
 * asks (Accept-Encoding), lists included; the built client's files come compressed already
 * (clientApp.ts), so only dynamic answers pay.
 * @example await app.register(transportPlugin, { contentSecurityPolicy: { directives } });
 */
export const transportPlugin = fp(
  async (
    app: FastifyInstance,
    { contentSecurityPolicy }: Pick<HelmetOptions, 'contentSecurityPolicy'>,
  ) => {
    const securityHeaders = helmetHeaders({
      contentSecurityPolicy,
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(securityHeaders);
      reply.header(REQUEST_ID_HEADER, request.id);
      if (servedOverHttps(request)) reply.header('strict-transport-security', HSTS);
    });

    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: THRESHOLD_BYTES,
      customTypes: COMPRESSIBLE,
      // Answers only: a request's body is read as it comes, as before (a compressed body would
      // unfold in the server to many times what the client sent).
      globalDecompression: false,
    });

    // docs/operations.md#stopping: once the app is closing, an answer still in flight closes its
    // connection. Node closes only the connections idle when the stop comes; a keep-alive connection
    // busy then would otherwise stay open after its answer and hold the stop until the grace ends.
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
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
      if (closing) reply.header('connection', 'close');
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

    const tasksAfterAnswer = new WeakMap<FastifyRequest, Set<() => void>>();
    app.decorateRequest('afterAnswer', function (this: FastifyRequest, task: () => void) {
      tasksAfterAnswer.set(this, (tasksAfterAnswer.get(this) ?? new Set()).add(task));
    });
    app.addHook('onResponse', async (request) => {
      for (const task of tasksAfterAnswer.get(request) ?? []) task();
      // An answer whose headers left before the stop (a download still streaming) promised to keep
      // its connection: it is ended once the answer is sent (an injected request has no real socket).
      const { socket } = request.raw;
      if (closing && typeof socket.end === 'function') socket.end();
    });
  },
);

// docs/api.md#statuses: no call the portal takes nests anywhere near this deep; a value nested
// deeper is refused before any code walks it (a recursive walk of 10,000 levels overflows the stack).
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a parsed JSON value nests arrays and objects more than `limit` levels deep, found
 * without recursion so the check itself cannot overflow.
 * @example nestedDeeperThan(JSON.parse('[[[]]]'), 2) // true
 */
export function nestedDeeperThan(value: unknown, limit: number = MAX_JSON_DEPTH): boolean {
  const waiting: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = waiting.pop(); next; next = waiting.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= limit) return true;
    for (const item of Object.values(next.value))
      waiting.push({ value: item, depth: next.depth + 1 });
  }
  return false;
}

// PostgreSQL refuses a NUL character in text (a 500 if it got that far), and a lone UTF-16
// surrogate would be stored as U+FFFD, silently changed. Neither is text a person types.
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted path of the first string in `value` that cannot be stored as text, if any. */
function unstorableTextAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || '_' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    // Keys are stored too (measurements, filters), so they are checked like values.
    if (UNSTORABLE.test(key)) return path ? `${path}.${key}` : key;
    const found = unstorableTextAt(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

// List calls carry JSON in their query (`filter={"q":"..."}`, ra-data-simple-rest), escaped there: the
// characters are only seen once that JSON is read. JSON nested too deep to walk is refused, as in a
// body.
function withJsonValues(query: unknown): unknown {
  if (query === null || typeof query !== 'object') return query;
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => {
      if (typeof value !== 'string' || !/^\s*[[{"]/.test(value)) return [key, value];
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return [key, value];
      }
      if (nestedDeeperThan(parsed)) throw new HttpError(400, 'errors.request.nestedTooDeep');
      return [key, parsed];
    }),
  );
}

/**
 * JSON bodies as Fastify parses them (with its prototype-poisoning guards), except that an empty
 * body reads as no body: common HTTP clients send `content-type: application/json` on every
 * request, also on calls that take none (refresh, logout, resend confirmation). A route that needs
 * a body still refuses the missing one through its schema. A body nested deeper than any call
 * takes answers 400 before a route or check walks it.
 *
 * Then every call's validated body, query and path parameters are checked once: a NUL byte or a
 * broken character answers 400 naming the field (docs/api.md#statuses), and nothing is written.
 * @example await app.register(requestInputPlugin);
 */
export const requestInputPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) done(error, undefined);
      else if (nestedDeeperThan(value)) done(new HttpError(400, 'errors.request.nestedTooDeep'));
      else done(null, value);
    });
  });

  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, withJsonValues(request.query), request.body]) {
      const field = unstorableTextAt(part);
      if (field) {
        throw new HttpError(400, 'errors.request.unstorableText', {
          [field]: 'errors.request.removeControlCharacter',
        });
      }
    }
  });
});
