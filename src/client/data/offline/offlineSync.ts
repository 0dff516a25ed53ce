import { isVersioned, type ApiRecord, type QueueEntry, type QueuedWrite } from './queuedWrite';
import type { OfflineStatusStore } from './offlineStatus';
import { syncQueue, type SyncOptions, type SyncTransport } from './syncQueue';
import { waitingWrites } from './waitingWrites';
import type { WriteQueue } from './writeQueue';

export interface OfflineSyncOptions {
  queue: WriteQueue;
  userId: string;
  transport: SyncTransport;
  status: OfflineStatusStore;
  isOnline(): boolean;
  /** After writes reached the API: refetch what the screens show. */
  onSynced(): void;
  /** Each write the API took, with its answer: the record as the server now has it. */
  onSent?: SyncOptions['onSent'];
  /** Tabs of one origin share the queue; the lock lets one of them send it at a time. */
  locks?: Pick<LockManager, 'request'> | undefined;
}

const SYNC_LOCK = 'trophy-portal:offline-sync';

/**
 * The queue and its sync for one signed-in user (docs/offline.md#sync): writes join the queue, a sync
 * runs when the network is back or a write joins while online, one at a time, and the collector's
 * decisions on a blocked write (docs/offline.md#conflicts) take effect here.
 *
 * @example const sync = offlineSync({ queue, userId, transport, status, isOnline, onSynced });
 */
export function offlineSync(options: OfflineSyncOptions) {
  const { queue, userId, transport, status, isOnline, onSynced, onSent, locks } = options;
  let running: Promise<void> | null = null;
  const { recount, mustWait } = waitingWrites(queue, userId, status, isOnline);

  async function run() {
    let sent = 0;
    let outcome;
    // Writes that joined while a pass ran are sent by the next pass.
    do {
      outcome = await syncQueue({
        queue,
        userId,
        transport,
        onSent,
        onProgress: (done, total) => {
          sent += 1;
          status.set({ progress: { sent: done, total } });
        },
      });
      await recount();
    } while (outcome === 'done' && status.get().waiting > 0);
    status.set({ progress: null, signIn: outcome === 'signIn' });
    if (sent > 0) onSynced();
  }

  function syncNow(): Promise<void> {
    if (!isOnline() || status.get().signIn) return Promise.resolve();
    running ??= (locks ? locks.request(SYNC_LOCK, run) : run()).finally(() => {
      running = null;
    });
    return running;
  }

  async function settle(entry: QueueEntry, change: 'resend' | 'drop', theirs?: ApiRecord) {
    if (change === 'drop') await queue.remove(entry.seq!);
    else {
      const data = { ...entry, blocked: undefined } as QueueEntry;
      if (isVersioned(data) && theirs?.version !== undefined) {
        data.data = { ...data.data, version: theirs.version };
      }
      await queue.put(data);
    }
    await recount();
    if (change === 'drop') onSynced();
    return syncNow();
  }

  return {
    recount,
    syncNow,
    async enqueue(write: QueuedWrite) {
      await queue.add(userId, write);
      await recount();
      void syncNow();
    },
    mustWait,
    /** docs/offline.md#conflicts: keep mine: resend it on top of the server's version. */
    keepMine: (entry: QueueEntry) =>
      settle(
        entry,
        'resend',
        entry.blocked?.reason === 'conflict' ? entry.blocked.theirs : undefined,
      ),
    /** docs/offline.md#conflicts: take theirs (or drop a refused write): the write leaves the queue. */
    drop: (entry: QueueEntry) => settle(entry, 'drop'),
    /** docs/offline.md#expired-session: signed in again in place: the queue goes on. */
    signedIn() {
      status.set({ signIn: false });
      return syncNow();
    },
  };
}

export type OfflineSync = ReturnType<typeof offlineSync>;
