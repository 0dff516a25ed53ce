import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { CounterStore } from '../limits/counterStore';
import { isKnownAddress, rememberAddress } from './knownAddresses';
import { tooManyAttempts } from '../limits/tooManyAttempts';

/**
 * Failures allowed before delays begin, per account at one address, per account from any address
 * it has not signed in from, and per address over every account; failures are remembered
 * `windowMs`; the first delay lasts `firstDelayMs`.
 */
export interface SignInRule {
  perAccountAtAddress: number;
  perAccount: number;
  perAddress: number;
  windowMs: number;
  firstDelayMs: number;
}

/**
 * docs/sessions.md#sign-in-throttling: no delay for the first `free` failures, then the first delay,
 * doubled after each further one, never longer than the window: a slow-down, never a lock.
 */
export function delayAfterFailure(
  failures: number,
  free: number,
  { firstDelayMs, windowMs }: Pick<SignInRule, 'firstDelayMs' | 'windowMs'>,
): number {
  if (failures <= free) return 0;
  return Math.min(firstDelayMs * 2 ** Math.min(failures - free - 1, 30), windowMs);
}

/** Who is trying: the account's e-mail (known or not), its id when it exists, and the client address. */
export interface Attempt {
  email: string;
  userId: string | undefined;
}

export interface SignInThrottle {
  /** Throws 429 with Retry-After while a delay is in force for this attempt; checked before the password. */
  check(request: FastifyRequest, reply: FastifyReply, attempt: Attempt): Promise<void>;
  /** Counts a wrong password (sign-in, or the current one on a password change). */
  failed(request: FastifyRequest, attempt: Attempt): Promise<void>;
  /** The right password: remembers the address and forgets this address's failures on the account. */
  succeeded(request: FastifyRequest, attempt: Attempt & { userId: string }): Promise<void>;
}

/**
 * Sign-in throttling that counts failures only, by account and address together, with growing
 * delays (docs/sessions.md#sign-in-throttling). Counters are shared by every API process.
 */
export function signInThrottle(db: Db, counters: CounterStore, rule: SignInRule): SignInThrottle {
  const scopes = (request: FastifyRequest, { email }: Attempt) => {
    const account = email.trim().toLowerCase();
    return [
      { key: `sign-in:pair:${account}|${request.ip}`, free: rule.perAccountAtAddress, pair: true },
      { key: `sign-in:account:${account}`, free: rule.perAccount, pair: false },
      { key: `sign-in:address:${request.ip}`, free: rule.perAddress, pair: false },
    ];
  };

  return {
    async check(request, reply, attempt) {
      const known =
        attempt.userId !== undefined && (await isKnownAddress(db, attempt.userId, request.ip));
      // At an address the account signed in from before, only that address's own failures slow it down.
      const waits = scopes(request, attempt).filter((scope) => scope.pair || !known);
      const ttls = await Promise.all(
        waits.map(async (scope) => (await counters.read(`${scope.key}:wait`)).ttlMs),
      );
      const longest = Math.max(0, ...ttls);
      if (longest > 0) throw tooManyAttempts(reply, longest);
    },
    async failed(request, attempt) {
      for (const scope of scopes(request, attempt)) {
        const { current } = await counters.incr(`${scope.key}:failures`, rule.windowMs);
        const delay = delayAfterFailure(current, scope.free, rule);
        // Attempts are refused while a wait is live, so this starts a new one of `delay`.
        if (delay > 0) await counters.incr(`${scope.key}:wait`, delay);
      }
    },
    async succeeded(request, attempt) {
      const [pair] = scopes(request, attempt);
      await rememberAddress(db, attempt.userId, request.ip);
      if (pair) {
        await counters.clear(`${pair.key}:failures`);
        await counters.clear(`${pair.key}:wait`);
      }
    },
  };
}
