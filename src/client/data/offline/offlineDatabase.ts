import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueueEntry } from './queuedWrite';

// docs/offline.md#storage: one IndexedDB database holds the waiting writes (their photos as Blobs)
// and the persisted query cache, so both outlive a reload, a closed tab and a restarted browser.
export const OFFLINE_DATABASE = 'trophy-portal-offline';

export interface OfflineSchema extends DBSchema {
  writes: { key: number; value: QueueEntry; indexes: { byUser: string } };
  cache: { key: string; value: PersistedClient };
}

export type OfflineDatabase = IDBPDatabase<OfflineSchema>;

export const openOfflineDatabase = (name = OFFLINE_DATABASE): Promise<OfflineDatabase> =>
  openDB<OfflineSchema>(name, 1, {
    upgrade(db) {
      const writes = db.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true });
      writes.createIndex('byUser', 'userId');
      db.createObjectStore('cache');
    },
  });
