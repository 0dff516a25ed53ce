import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/httpError';
import { signedInUser } from './guards';

/** How many calls one client address and one account may make per window. */
export interface RateLimitRule {
  perAddress: number;
  perAccount: number;
  windowMs: number;
}

export type RateLimitedCall = 'login' | 'register' | 'forgotPassword' | 'resendConfirmation';
export type AuthRateLimits = Record<RateLimitedCall, RateLimitRule>;

const MINUTE = 60_000;

// docs/sessions.md#rate-limits: enough for a household or an office behind one address, far too few to guess passwords
// or to flood someone's mailbox.
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  login: { perAddress: 50, perAccount: 10, windowMs: 15 * MINUTE },
  register: { perAddress: 10, perAccount: 5, windowMs: 60 * MINUTE },
  forgotPassword: { perAddress: 10, perAccount: 3, windowMs: 60 * MINUTE },
  resendConfirmation: { perAddress: 10, perAccount: 3, windowMs: 60 * MINUTE },
};

type AccountKey = (request: FastifyRequest) => string;
type Limit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that answers 429 with Retry-After once the address or the account is over. */
    authRateLimit(call: RateLimitedCall, accountOf: AccountKey): Limit;
  }
}

// The body was validated by the route's schema before preHandlers run.
export const accountFromBodyEmail: AccountKey = (request) =>
  String((request.body as { email: string }).email);
export const accountFromUser: AccountKey = (request) => signedInUser(request).id;

/**
 * Counts calls per client address and per account separately, with the stores of
 * @fastify/rate-limit (registered before this, `global: false`).
 * @example app.post(url, { preHandler: app.authRateLimit('login', accountFromBodyEmail) }, handler)
 */
export const rateLimitsPlugin = fp<{ limits?: Partial<AuthRateLimits> | undefined }>(
  async (app: FastifyInstance, { limits }) => {
    const rules = { ...DEFAULT_AUTH_RATE_LIMITS, ...limits };
    app.decorate('authRateLimit', (call: RateLimitedCall, accountOf: AccountKey): Limit => {
      const rule = rules[call];
      const counters = [
        app.createRateLimit({ max: rule.perAddress, timeWindow: rule.windowMs }),
        app.createRateLimit({
          max: rule.perAccount,
          timeWindow: rule.windowMs,
          keyGenerator: accountOf,
        }),
      ];
      return async (request, reply) => {
        for (const count of counters) {
          const result = await count(request);
          if (result.isAllowed || !result.isExceeded) continue;
          reply.header('retry-after', result.ttlInSeconds);
          const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
          throw new HttpError(
            429,
            `Too many attempts; please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again`,
          );
        }
      };
    });
  },
);
