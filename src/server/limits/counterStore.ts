/** A counter's state: hits in the current window and the milliseconds until that window ends. */
export interface Counter {
  current: number;
  ttlMs: number;
}

/**
 * Fixed-window counters that every API process shares (docs/sessions.md#rate-limits): in the
 * database, or in Redis when REDIS_URL is set.
 */
export interface CounterStore {
  /** Adds one hit; a key with no live window starts a new one of `windowMs` at one. */
  incr(key: string, windowMs: number): Promise<Counter>;
  /** The live window's state, `{ current: 0, ttlMs: 0 }` when there is none; changes nothing. */
  read(key: string): Promise<Counter>;
  clear(key: string): Promise<void>;
  /** Drops ended windows (the database keeps their rows until then). */
  prune(): Promise<void>;
  close(): Promise<void>;
}

export const NO_COUNT: Counter = { current: 0, ttlMs: 0 };
