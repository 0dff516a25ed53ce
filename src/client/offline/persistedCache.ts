import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { RELEASE } from '../../shared/release';
import type { OfflineDatabase } from './offlineDatabase';

// docs/offline.md#reads: what was seen stays readable for a week of farm visits; a new release
// drops it, since its screens may read other shapes.
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const CACHE_KEY = 'query-cache';

/**
 * Keeps the query cache (lists, records, the profile) in IndexedDB and puts it back at start, so the
 * lists and records seen before open with no network (docs/offline.md#reads). Logging out clears the
 * cache, and with it the stored copy.
 *
 * @example await persistCache(queryClient, db);
 */
export async function persistCache(queryClient: QueryClient, db: OfflineDatabase) {
  const persister = createAsyncStoragePersister({
    key: CACHE_KEY,
    storage: {
      getItem: async (key) => (await db.get('cache', key)) ?? null,
      setItem: async (key, value: string) => {
        await db.put('cache', value, key);
      },
      removeItem: async (key) => {
        await db.delete('cache', key);
      },
    },
  });
  const options = { queryClient, persister, maxAge: MAX_AGE_MS, buster: RELEASE };
  await persistQueryClientRestore(options);
  persistQueryClientSubscribe(options);
}
