/** A record as the API answers it: at least its id, and the version edits are checked against. */
export type ApiRecord = Record<string, unknown> & { id: string; version?: number };

/** docs/offline.md#the-queue: what waits, in the order it was made. */
export type QueuedWrite =
  | { kind: 'create'; resource: string; recordId: string; data: ApiRecord }
  | { kind: 'update'; resource: string; recordId: string; data: ApiRecord }
  | { kind: 'upload'; recordId: string; file: Blob; name: string };

/** docs/offline.md#conflicts: why the queue stopped at a write until the collector decides. */
export type Blocked =
  | { reason: 'conflict'; theirs: ApiRecord }
  | { reason: 'refused'; status: number; message: string };

export type QueueEntry = QueuedWrite & {
  /** IndexedDB's key: the order writes were made in, and are sent in. */
  seq?: number;
  userId: string;
  queuedAt: number;
  blocked?: Blocked;
};
