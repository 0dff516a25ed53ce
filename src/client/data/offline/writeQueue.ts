import type { OfflineDatabase } from './offlineDatabase';
import type { QueueEntry, QueuedWrite } from './queuedWrite';

export interface WriteQueue {
  add(userId: string, write: QueuedWrite): Promise<QueueEntry>;
  /** The user's waiting writes, oldest first. */
  list(userId: string): Promise<QueueEntry[]>;
  put(entry: QueueEntry): Promise<void>;
  remove(seq: number): Promise<void>;
}

/**
 * docs/offline.md#the-queue: the waiting writes in IndexedDB, keyed by an increasing number so they
 * are sent in the order they were made; each user sees only their own.
 *
 * @example const queue = writeQueue(await openOfflineDatabase()); await queue.add(userId, write);
 */
export function writeQueue(db: OfflineDatabase): WriteQueue {
  return {
    async add(userId, write) {
      const entry: QueueEntry = { ...write, userId, queuedAt: Date.now() };
      const seq = await db.add('writes', entry);
      return { ...entry, seq };
    },
    async list(userId) {
      const entries = await db.getAllFromIndex('writes', 'byUser', userId);
      return entries.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    },
    async put(entry) {
      await db.put('writes', entry);
    },
    async remove(seq) {
      await db.delete('writes', seq);
    },
  };
}
