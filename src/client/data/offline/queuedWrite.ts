import type { IrTransitionBody } from '../../../features/instruction-registers/definition';

/** A record as the API answers it: at least its id, and the version edits are checked against. */
export type ApiRecord = Record<string, unknown> & { id: string; version?: number };

/** docs/offline.md#the-queue: what waits, in the order it was made. */
export type QueuedWrite =
  | { kind: 'create'; resource: string; recordId: string; data: ApiRecord }
  | { kind: 'update'; resource: string; recordId: string; data: ApiRecord }
  // docs/offline.md#workflow-moves: `POST /api/{resource}/{id}/transitions`, checked against `version`.
  | { kind: 'move'; resource: string; recordId: string; data: IrTransitionBody }
  | { kind: 'upload'; recordId: string; file: Blob; name: string };

/** The writes made on top of a version of their record: an edit and a workflow move (docs/offline.md#conflicts). */
export type VersionedWrite = Extract<QueuedWrite, { kind: 'update' | 'move' }>;

export const isVersioned = <W extends QueuedWrite>(write: W): write is W & VersionedWrite =>
  write.kind === 'update' || write.kind === 'move';

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
