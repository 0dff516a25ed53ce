import { onlineManager } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import type { Profile } from '../../../shared/authCalls';
import type { PortalServices } from '../../session/auth/portalServices';
import { withOfflineWrites } from './offlineDataProvider';
import { routeOf } from '../../../engine/screens/dataProvider';
import { showInCachedLists } from './cachedLists';
import { keepChoicesOffline, offlineChoicesPage } from './offlineChoices';
import { createdOffline, offlineResources } from './offlineSettings';
import { offlineStatusStore } from './offlineStatus';
import type { OfflineSync } from './offlineSync';
import { OfflineHeaderWhenNeeded } from './OfflineHeaderWhenNeeded';
import type { ApiRecord, QueueEntry } from './queuedWrite';
import { registerServiceWorker } from './registerServiceWorker';
import { restoreOffline } from './restoreOffline';
import type { SyncTransport } from './syncQueue';
import { waitingWrites } from './waitingWrites';
import { writeQueue } from './writeQueue';

export { restoreOffline } from './restoreOffline';

// docs/offline.md#sync: while writes wait and the network seems up, try again now and then (a server
// that was down comes back without an event).
const RETRY_MS = 30_000;

/**
 * The offline layer for one signed-in user (docs/offline.md): the restored cache, the queue and its
 * sync, the data provider whose writes wait, and the header's counter with its dialogs. The sync's
 * code (its loop, transport and conflict handling) loads when a write waits or is sent through it:
 * a start with nothing waiting never needs it (bench/bundle), and the app shell's cache holds it
 * for a start without a network.
 *
 * @example const layer = await offlineLayerFor(services, profile); layer.dataProvider(base)
 */
async function offlineLayer(services: PortalServices, profile: Profile) {
  const { http, queryClient, account } = services;
  const db = await restoreOffline(services);
  const status = offlineStatusStore();
  const queue = writeQueue(db);
  const isOnline = () => onlineManager.isOnline();
  const waiting = waitingWrites(queue, profile.id, status, isOnline);
  let started: Promise<{ sync: OfflineSync; transport: SyncTransport }> | undefined;
  const engine = () =>
    (started ??= Promise.all([import('./offlineSync'), import('./syncTransport')]).then(
      ([{ offlineSync }, { syncTransport }]) => {
        const transport = syncTransport(http);
        const sync = offlineSync({
          queue,
          userId: profile.id,
          transport,
          status,
          isOnline,
          onSynced: () => void queryClient.invalidateQueries(),
          onSent: (entry, answer) => {
            if (entry.kind !== 'upload') showSaved(entry.resource, answer);
          },
          locks: navigator.locks,
        });
        return { sync, transport };
      },
    ));
  // The cached record as the API answered its write: a reload, even offline, opens the server's
  // record (its number, its version) rather than the one the queue answered (docs/offline.md#sync).
  const showSaved = (resource: string, record: ApiRecord) =>
    queryClient.setQueriesData<ApiRecord>(
      { queryKey: [routeOf(resource), 'getOne', { id: String(record.id) }] },
      (cached) => cached && { ...cached, ...record },
    );
  const queuedCreate = (resource: string, body: ApiRecord) => {
    const record = createdOffline[resource]?.(body, profile) ?? { ...body, version: 1 };
    showInCachedLists(queryClient, routeOf(resource), record);
    return record;
  };
  const syncNow = async () => {
    if (status.get().waiting > 0) await (await engine()).sync.syncNow();
  };
  // docs/offline.md#expired-session: with writes waiting, an expired session asks for the password in place.
  services.onSessionExpired((logOut) => {
    if (status.get().waiting > 0) status.set({ signIn: true });
    else logOut();
  });
  onlineManager.subscribe((online) => {
    if (online) void syncNow();
  });
  setInterval(() => void syncNow(), RETRY_MS);
  await waiting.recount();
  void syncNow();
  registerServiceWorker();

  const signIn = async (password: string) => {
    await account.login({ email: profile.email, password });
    await (await engine()).sync.signedIn();
  };
  const decisions = {
    keepMine: async (entry: QueueEntry) => (await engine()).sync.keepMine(entry),
    drop: async (entry: QueueEntry) => (await engine()).sync.drop(entry),
  };
  return {
    dataProvider: (base: DataProvider) => {
      // A failed read leaves the choices as they were cached before.
      if (isOnline()) keepChoicesOffline(queryClient, base).catch(() => undefined);
      return withOfflineWrites(base, {
        resources: offlineResources,
        mustWait: waiting.mustWait,
        enqueue: async (write) => (await engine()).sync.enqueue(write),
        queuedCreate,
        sendNow: async (write) =>
          (await engine()).transport.send({ ...write, userId: profile.id, queuedAt: Date.now() }),
        keptPage: (resource, params) => offlineChoicesPage(queryClient, resource, params),
      });
    },
    Header: () => <OfflineHeaderWhenNeeded status={status} sync={decisions} signIn={signIn} />,
  };
}

export type OfflineLayer = Awaited<ReturnType<typeof offlineLayer>>;

// Keyed by the app's services: a test renders many apps in one process, a page one.
const layersOfApps = new WeakMap<PortalServices, Map<string, Promise<OfflineLayer>>>();

/** One layer per signed-in user for the running app (React may start an effect twice). */
export function offlineLayerFor(services: PortalServices, profile: Profile) {
  let layers = layersOfApps.get(services);
  if (!layers) {
    layers = new Map();
    layersOfApps.set(services, layers);
  }
  let layer = layers.get(profile.id);
  if (!layer) {
    layer = offlineLayer(services, profile);
    layers.set(profile.id, layer);
  }
  return layer;
}
