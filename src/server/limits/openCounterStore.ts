import type { Db } from '../db/database';
import type { CounterStore } from './counterStore';
import { databaseCounterStore } from './databaseCounterStore';
import { redisCounterStore } from './redisCounterStore';

/** Redis when REDIS_URL is set, the database otherwise (docs/settings.md#environment). */
export function openCounterStore(db: Db, redisUrl: string | undefined): CounterStore {
  return redisUrl ? redisCounterStore(redisUrl) : databaseCounterStore(db);
}
