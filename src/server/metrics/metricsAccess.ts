import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { addressMatcher } from '../http/addressRanges';
import { HttpError } from '../http/httpError';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * docs/settings.md#metrics: the onRequest hook of /metrics. A listed address (request.ip, which
 * honours TRUST_PROXY) needs no token; anyone else sends the token as a Bearer, or gets 401; with
 * no token set, they get the 404 of any unknown path.
 * @example app.get(METRICS_PATH, { onRequest: metricsAccess(app.config) }, handler);
 */
export function metricsAccess({
  METRICS_TOKEN,
  METRICS_ALLOW,
}: Pick<AppConfig, 'METRICS_TOKEN' | 'METRICS_ALLOW'>) {
  const listed = addressMatcher(METRICS_ALLOW);
  // Digests of equal length, compared in constant time: the answer's timing tells nothing of the token.
  const expected = METRICS_TOKEN === undefined ? undefined : digest(`Bearer ${METRICS_TOKEN}`);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (listed(request.ip)) return;
    if (!expected) throw new HttpError(404, 'errors.status.notFound');
    const given = digest(request.headers.authorization ?? '');
    if (timingSafeEqual(given, expected)) return;
    reply.header('www-authenticate', 'Bearer realm="metrics"');
    throw new HttpError(401, 'errors.auth.metricsToken');
  };
}
