import { isApiError, type RequestErrorKind } from '../http/apiError';
import { isVersioned, type ApiRecord, type Blocked, type QueueEntry } from './queuedWrite';
import type { WriteQueue } from './writeQueue';

/** How the queue reaches the API; `syncTransport` is the real one, tests pass a fake server. */
export interface SyncTransport {
  send(entry: QueueEntry): Promise<ApiRecord>;
  fetchRecord(resource: string, id: string): Promise<ApiRecord>;
}

/** Why a sync stopped: all sent, no network (try again later), a session to renew, or a write that needs the collector. */
export type SyncOutcome = 'done' | 'offline' | 'signIn' | 'blocked';

export interface SyncOptions {
  queue: WriteQueue;
  userId: string;
  transport: SyncTransport;
  onProgress?: (sent: number, total: number) => void;
  /** A write the API took, with its answer (for a record's writes, the record as it now is). */
  onSent?: (entry: QueueEntry, answer: ApiRecord) => void;
}

// docs/offline.md#sync: no answer, a timeout, a busy or failing server: the write stays and is sent again later.
const isTransient = (status: number | RequestErrorKind) =>
  typeof status === 'string' || status === 408 || status === 429 || status >= 500;

/**
 * Sends the user's waiting writes one at a time, oldest first (docs/offline.md#sync). A write leaves
 * the queue only once the API has answered 2xx, so each is applied exactly once: a retried create or
 * upload carries the same id, which the API answers as the same request. A 409 or another refusal
 * stops the queue at that write until the collector decides (docs/offline.md#conflicts).
 *
 * @example const outcome = await syncQueue({ queue, userId, transport: syncTransport(http) });
 */
export async function syncQueue(options: SyncOptions): Promise<SyncOutcome> {
  const { queue, userId, transport, onProgress, onSent } = options;
  const entries = await queue.list(userId);
  for (const [index, entry] of entries.entries()) {
    if (entry.blocked) return 'blocked';
    let answer: ApiRecord;
    try {
      answer = await transport.send(entry);
    } catch (error) {
      if (!isApiError(error)) return 'offline';
      const { status } = error;
      if (typeof status === 'string' || isTransient(status)) return 'offline';
      if (status === 401) return 'signIn';
      const blocked = await blockedBy(status, error.message, entry);
      if (!blocked) return 'offline';
      await queue.put({ ...entry, blocked });
      return 'blocked';
    }
    await queue.remove(entry.seq!);
    await rebaseLaterEdits(queue, entries.slice(index + 1), answer);
    onSent?.(entry, answer);
    onProgress?.(index + 1, entries.length);
  }
  return 'done';

  // The server's version of a record in conflict, to show beside the collector's; null when the
  // network went away meanwhile (the write is sent again later). A 409 while the record is still at
  // the write's version is no conflict: the API refused the write itself (a move its status or
  // contents do not allow, docs/instruction-registers.md#transitions), and says why.
  async function blockedBy(status: number, message: string, entry: QueueEntry) {
    const refused: Blocked = { reason: 'refused', status, message };
    if (status !== 409 || !isVersioned(entry)) return refused;
    try {
      const theirs = await transport.fetchRecord(entry.resource, entry.recordId);
      if (theirs.version === entry.data.version) return refused;
      return { reason: 'conflict', theirs } satisfies Blocked;
    } catch (error) {
      return isApiError(error) && !isTransient(error.status) ? refused : null;
    }
  }
}

// docs/offline.md#sync: the collector's later edits and moves of a record were made on top of the
// one just sent, so they carry the version the API answered; otherwise each would meet their own 409.
async function rebaseLaterEdits(queue: WriteQueue, later: QueueEntry[], answer: ApiRecord) {
  if (typeof answer.version !== 'number') return;
  for (const entry of later) {
    if (isVersioned(entry) && entry.recordId === answer.id) {
      entry.data = { ...entry.data, version: answer.version };
      await queue.put(entry);
    }
  }
}
