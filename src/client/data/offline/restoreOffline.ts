import { onlineManager } from '@tanstack/react-query';
import type { Profile } from '../../../shared/authCalls';
import type { PortalServices } from '../../session/auth/portalServices';
import { cacheTags } from '../http/cacheTags';
import { keepChoicesCached } from './offlineChoices';
import { openOfflineDatabase, type OfflineDatabase } from './offlineDatabase';
import { persistCache } from './persistedCache';

// Keyed by the app's services: a test renders many apps in one process, a page one.
const restored = new WeakMap<PortalServices, Promise<OfflineDatabase>>();

/**
 * Before the guard decides anything (docs/offline.md#reads): the query cache comes back from
 * IndexedDB, and a profile in it signs the browser in as it was, so a reload with no network opens
 * the screens seen before instead of the login page. Once per running app.
 *
 * @example await restoreOffline(services);
 */
export function restoreOffline(services: PortalServices): Promise<OfflineDatabase> {
  const known = restored.get(services);
  if (known) return known;
  const restoring = (async () => {
    const { queryClient, authStore } = services;
    // react-query assumes it is online until an event says otherwise; a page opened offline has had none.
    onlineManager.setOnline(navigator.onLine);
    const defaults = queryClient.getDefaultOptions();
    // Writes must reach the data provider offline, which queues them (docs/offline.md#writes);
    // react-query would hold them paused in memory, lost on reload.
    queryClient.setDefaultOptions({
      ...defaults,
      mutations: { ...defaults.mutations, networkMode: 'always' },
    });
    const db = await openOfflineDatabase();
    keepChoicesCached(queryClient);
    await persistCache(queryClient, db);
    const profile = queryClient.getQueryData<Profile | null>(cacheTags.user);
    if (profile) authStore.dispatch({ type: 'loggedIn', emailConfirmed: profile.emailConfirmed });
    return db;
  })();
  restored.set(services, restoring);
  return restoring;
}
