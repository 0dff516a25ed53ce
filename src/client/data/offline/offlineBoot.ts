// docs/offline.md#who-gets-it: this browser's user works offline; remembered so the next start can
// put the cache back before the guard asks the (perhaps unreachable) API who is signed in.
const OFFLINE_FLAG = 'trophy-portal:offline';

export const offlineWanted = (): boolean => localStorage.getItem(OFFLINE_FLAG) === '1';

export const rememberOfflineWanted = (wanted: boolean): void =>
  wanted ? localStorage.setItem(OFFLINE_FLAG, '1') : localStorage.removeItem(OFFLINE_FLAG);

/** The offline layer's own chunk: only users who work offline download it (bench/bundle). */
export const loadOffline = () => import('./offlineLayer');
