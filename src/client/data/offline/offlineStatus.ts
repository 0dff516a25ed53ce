import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { QueueEntry } from './queuedWrite';

/** docs/offline.md#what-the-collector-sees: what the header and the dialogs show. */
export interface OfflineStatus {
  /** Writes waiting in the queue. */
  waiting: number;
  /** While a sync runs: how many of how many are sent. */
  progress: { sent: number; total: number } | null;
  /** The write the queue stopped at (a conflict or a refusal), until the collector decides. */
  blocked: QueueEntry | null;
  /** The session expired while writes wait: ask for the password in place. */
  signIn: boolean;
}

export interface OfflineStatusStore {
  get(): OfflineStatus;
  set(change: Partial<OfflineStatus>): void;
  subscribe(listener: () => void): () => void;
}

/** The offline layer's state, read by its components through useSyncExternalStore. */
export function offlineStatusStore(): OfflineStatusStore {
  let status: OfflineStatus = { waiting: 0, progress: null, blocked: null, signIn: false };
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set(change) {
      status = { ...status, ...change };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const online = () => onlineManager.isOnline();

/** The offline layer's state and whether react-query believes the network is up, kept current. */
export function useOfflineStatus(status: OfflineStatusStore) {
  const current = useSyncExternalStore(status.subscribe, status.get);
  const isOnline = useSyncExternalStore(onlineManager.subscribe, online);
  return { ...current, isOnline };
}
