import { onlineManager } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import type { Profile } from '../../../resources/auth';
import type { PortalServices } from '../auth/portalServices';
import { withOfflineWrites } from './offlineDataProvider';
import { offlineResources } from './offlineSettings';
import { offlineStatusStore } from './offlineStatus';
import { offlineSync } from './offlineSync';
import { OfflineHeaderWhenNeeded } from './OfflineHeaderWhenNeeded';
import { registerServiceWorker } from './registerServiceWorker';
import { restoreOffline } from './restoreOffline';
import { syncTransport } from './syncTransport';
import { writeQueue } from './writeQueue';

export { restoreOffline } from './restoreOffline';

// docs/offline.md#sync: while writes wait and the network seems up, try again now and then (a server
// that was down comes back without an event).
const RETRY_MS = 30_000;

/**
 * The offline layer for one signed-in user (docs/offline.md): the restored cache, the queue and its
 * sync, the data provider whose writes wait, and the header's counter with its dialogs.
 *
 * @example const layer = await offlineLayerFor(services, profile); layer.dataProvider(base)
 */
async function offlineLayer(services: PortalServices, profile: Profile) {
  const { http, queryClient, account } = services;
  const db = await restoreOffline(services);
  const status = offlineStatusStore();
  const transport = syncTransport(http);
  const sync = offlineSync({
    queue: writeQueue(db),
    userId: profile.id,
    transport,
    status,
    isOnline: () => onlineManager.isOnline(),
    onSynced: () => void queryClient.invalidateQueries(),
    locks: navigator.locks,
  });
  // docs/offline.md#expired-session: with writes waiting, an expired session asks for the password in place.
  services.onSessionExpired((logOut) => {
    if (status.get().waiting > 0) status.set({ signIn: true });
    else logOut();
  });
  onlineManager.subscribe((online) => {
    if (online) void sync.syncNow();
  });
  setInterval(() => {
    if (status.get().waiting > 0) void sync.syncNow();
  }, RETRY_MS);
  await sync.recount();
  void sync.syncNow();
  registerServiceWorker();

  const signIn = async (password: string) => {
    await account.login({ email: profile.email, password });
    await sync.signedIn();
  };
  return {
    dataProvider: (base: DataProvider) =>
      withOfflineWrites(base, {
        resources: offlineResources,
        mustWait: sync.mustWait,
        enqueue: sync.enqueue,
        sendNow: (write) => transport.send({ ...write, userId: profile.id, queuedAt: Date.now() }),
      }),
    Header: () => <OfflineHeaderWhenNeeded status={status} sync={sync} signIn={signIn} />,
  };
}

export type OfflineLayer = Awaited<ReturnType<typeof offlineLayer>>;

const layers = new Map<string, Promise<OfflineLayer>>();

/** One layer per signed-in user for the running app (React may start an effect twice). */
export function offlineLayerFor(services: PortalServices, profile: Profile) {
  let layer = layers.get(profile.id);
  if (!layer) {
    layer = offlineLayer(services, profile);
    layers.set(profile.id, layer);
  }
  return layer;
}
