import type { Readable } from 'node:stream';

/**
 * Where file bytes live: a flat store of objects by key, on local disk or in an S3-compatible
 * bucket. Everything above it (temporary keys, moving into place, dedupe) is the same for both.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Streams `body` into `key`; a failed or aborted body leaves nothing under `key`. */
  write(key: string, body: Readable): Promise<void>;
  /** The bytes under `key`; rejects with FileNotStoredError when there are none. */
  read(key: string): Promise<Readable>;
  /** Puts what is under `from` at `to` (replacing it) and removes `from`. */
  move(from: string, to: string): Promise<void>;
  /** Removes `key`; nothing there is not an error. */
  remove(key: string): Promise<void>;
  /** Keys under `prefix` last written before `before` (the orphan sweep's temporaries). */
  listOlderThan(prefix: string, before: Date): Promise<string[]>;
}

export class FileNotStoredError extends Error {
  constructor(key: string) {
    super(`No stored object under ${key}`);
  }
}

/** docs/files.md "Storage": the key layout both implementations share. */
export const TEMP_PREFIX = 'tmp/';
export const tempKey = (id: string) => `${TEMP_PREFIX}${id}`;
// Two hex digits of fan-out keep local directories small at a million blobs.
export const blobKey = (sha256: string) => `blobs/${sha256.slice(0, 2)}/${sha256}`;
export const thumbnailKey = (sha256: string) => `thumbnails/${sha256.slice(0, 2)}/${sha256}.jpg`;
