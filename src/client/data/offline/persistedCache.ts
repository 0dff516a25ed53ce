import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { RELEASE } from '../../../shared/release';
import type { OfflineDatabase } from './offlineDatabase';

// docs/offline.md#reads: what was seen stays readable for a week of farm visits; a new release
// drops it, since its screens may read other shapes.
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const CACHE_KEY = 'query-cache';
const SAVE_EVERY_MS = 1_000;

/**
 * The query cache's copy in IndexedDB, kept as the object it is (IndexedDB clones it; no JSON
 * string and no storage adapter on the first load, bench/bundle), saved at most once a second
 * with the latest state.
 */
function indexedDbPersister(db: OfflineDatabase): Persister {
  let latest: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    persistClient(client) {
      latest = client;
      timer ??= setTimeout(() => {
        timer = null;
        void db.put('cache', latest!, CACHE_KEY);
      }, SAVE_EVERY_MS);
    },
    restoreClient: async () => db.get('cache', CACHE_KEY),
    removeClient: async () => {
      await db.delete('cache', CACHE_KEY);
    },
  };
}

/**
 * Keeps the query cache (lists, records, the profile) in IndexedDB and puts it back at start, so the
 * lists and records seen before open with no network (docs/offline.md#reads). Logging out clears the
 * cache, and with it the stored copy.
 *
 * @example await persistCache(queryClient, db);
 */
export async function persistCache(queryClient: QueryClient, db: OfflineDatabase) {
  const options = {
    queryClient,
    persister: indexedDbPersister(db),
    maxAge: MAX_AGE_MS,
    buster: RELEASE,
  };
  await persistQueryClientRestore(options);
  persistQueryClientSubscribe(options);
}
