import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/httpError';

/** 429 with Retry-After in whole seconds, worded for people. */
export function tooManyAttempts(reply: FastifyReply, ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header('retry-after', seconds);
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  const wait = `${amount} ${unit}${amount === 1 ? '' : 's'}`;
  return new HttpError(429, `Too many attempts; please wait ${wait} and try again`);
}
