import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/httpError';

/** 429 with Retry-After in whole seconds, worded for people. */
export function tooManyAttempts(reply: FastifyReply, ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header('retry-after', seconds);
  const wait =
    seconds < 60
      ? { key: 'errors.request.seconds' as const, params: { smart_count: seconds } }
      : {
          key: 'errors.request.minutes' as const,
          params: { smart_count: Math.ceil(seconds / 60) },
        };
  return new HttpError(429, { key: 'errors.request.tooManyAttempts', params: { wait } });
}
