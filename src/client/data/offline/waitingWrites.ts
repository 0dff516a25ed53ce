import type { OfflineStatusStore } from './offlineStatus';
import type { WriteQueue } from './writeQueue';

/**
 * What the offline layer knows of the queue without its sync (docs/offline.md#sync): how many of the
 * user's writes wait (and the first blocked one), and whether a new write must wait behind them.
 * @example const waiting = waitingWrites(queue, userId, status, () => navigator.onLine);
 */
export function waitingWrites(
  queue: WriteQueue,
  userId: string,
  status: OfflineStatusStore,
  isOnline: () => boolean,
) {
  return {
    async recount() {
      const entries = await queue.list(userId);
      status.set({
        waiting: entries.length,
        blocked: entries.find((entry) => entry.blocked) ?? null,
      });
    },
    /** No network, or older writes still waiting (they go first). */
    mustWait: () => !isOnline() || status.get().waiting > 0,
  };
}
