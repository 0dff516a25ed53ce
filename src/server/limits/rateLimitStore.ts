import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from './counterStore';

/**
 * @fastify/rate-limit's store interface over shared counters, so its limits hold across every API
 * process (docs/sessions.md#rate-limits). Callers' keys name the limit they count.
 */
export function rateLimitStoreOn(counters: CounterStore): FastifyRateLimitStoreCtor {
  class SharedCounterStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.incr(key, timeWindow).then(
        ({ current, ttlMs }) => callback(null, { current, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    // Every limit shares the one store; its keys keep the limits apart.
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return SharedCounterStore;
}
