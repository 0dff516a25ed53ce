import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CounterStore } from '../limits/counterStore';
import { openCounterStore } from '../limits/openCounterStore';
import { rateLimitStoreOn } from '../limits/rateLimitStore';
import { tooManyAttempts } from '../limits/tooManyAttempts';
import { signedInUser } from './caller';
import { signInThrottle, type SignInRule, type SignInThrottle } from './signInThrottle';

/** How many calls one client address and one account may make per window. */
export interface RateLimitRule {
  perAddress: number;
  perAccount: number;
  windowMs: number;
}

export type RateLimitedCall = 'register' | 'forgotPassword' | 'resendConfirmation' | 'firstAdmin';
export type AuthRateLimits = Record<RateLimitedCall, RateLimitRule> & { login: SignInRule };

const MINUTE = 60_000;
const PRUNE_EVERY_MS = 10 * MINUTE;

// docs/sessions.md#rate-limits: enough for a household or an office behind one address, far too few to flood
// someone's mailbox. Sign-in counts failures only (docs/sessions.md#sign-in-throttling).
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  login: {
    perAddress: 50,
    perAccount: 10,
    perAccountAtAddress: 5,
    windowMs: 15 * MINUTE,
    firstDelayMs: 1_000,
  },
  register: { perAddress: 10, perAccount: 5, windowMs: 60 * MINUTE },
  forgotPassword: { perAddress: 10, perAccount: 3, windowMs: 60 * MINUTE },
  resendConfirmation: { perAddress: 10, perAccount: 3, windowMs: 60 * MINUTE },
  // Checking and using the set-up link, counted per address and per code (docs/sessions.md#first-admin).
  firstAdmin: { perAddress: 20, perAccount: 10, windowMs: 60 * MINUTE },
};

type AccountKey = (request: FastifyRequest) => string;
type Limit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that answers 429 with Retry-After once the address or the account is over. */
    authRateLimit(call: RateLimitedCall, accountOf: AccountKey): Limit;
    signInThrottle: SignInThrottle;
  }
}

// The body was validated by the route's schema before preHandlers run.
export const accountFromBodyEmail: AccountKey = (request) =>
  String((request.body as { email: string }).email)
    .trim()
    .toLowerCase();
export const accountFromUser: AccountKey = (request) => signedInUser(request).id;

/**
 * Counts calls per client address and per account separately, with @fastify/rate-limit over
 * counters every API process shares (the database, or Redis with REDIS_URL), and gives the
 * sign-in throttle the same counters.
 * @example app.post(url, { preHandler: app.authRateLimit('register', accountFromBodyEmail) }, handler)
 */
export const rateLimitsPlugin = fp<{ limits?: Partial<AuthRateLimits> | undefined }>(
  async (app: FastifyInstance, { limits }) => {
    const rules = { ...DEFAULT_AUTH_RATE_LIMITS, ...limits };
    const counters: CounterStore = openCounterStore(app.db, app.config.REDIS_URL);
    const pruning = setInterval(() => void counters.prune().catch(() => undefined), PRUNE_EVERY_MS);
    pruning.unref();
    app.addHook('onClose', async () => {
      clearInterval(pruning);
      await counters.close();
    });
    await app.register(rateLimit, { global: false, store: rateLimitStoreOn(counters) });
    app.decorate('signInThrottle', signInThrottle(app.db, counters, rules.login));

    app.decorate('authRateLimit', (call: RateLimitedCall, accountOf: AccountKey): Limit => {
      const rule = rules[call];
      // One store holds every limit, so each key names its call and what it counts.
      const counts = [
        app.createRateLimit({
          max: rule.perAddress,
          timeWindow: rule.windowMs,
          keyGenerator: (request) => `${call}:address:${request.ip}`,
        }),
        app.createRateLimit({
          max: rule.perAccount,
          timeWindow: rule.windowMs,
          keyGenerator: (request) => `${call}:account:${accountOf(request)}`,
        }),
      ];
      return async (request, reply) => {
        for (const count of counts) {
          const result = await count(request);
          if (result.isAllowed || !result.isExceeded) continue;
          throw tooManyAttempts(reply, result.ttlInSeconds * 1000);
        }
      };
    });
  },
);
