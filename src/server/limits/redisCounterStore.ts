import { Redis } from 'ioredis';
import { NO_COUNT, type CounterStore } from './counterStore';

const PREFIX = 'trophy-portal:counter:';

// One round trip, atomic: the first hit of a window sets its expiry (a key left without one gets it too).
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Counters in Redis (REDIS_URL), which expires them itself (docs/sessions.md#rate-limits). */
export function redisCounterStore(url: string): CounterStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  return {
    async incr(key, windowMs) {
      const [current, ttlMs] = (await redis.eval(INCR_SCRIPT, 1, PREFIX + key, windowMs)) as [
        number,
        number,
      ];
      return { current, ttlMs };
    },
    async read(key) {
      const [current, ttlMs] = await Promise.all([
        redis.get(PREFIX + key),
        redis.pttl(PREFIX + key),
      ]);
      return current && ttlMs > 0 ? { current: Number(current), ttlMs } : NO_COUNT;
    },
    async clear(key) {
      await redis.del(PREFIX + key);
    },
    prune: async () => undefined,
    close: async () => {
      await redis.quit();
    },
  };
}
