import { createContext, useContext } from 'react';
import type { OfflineLayer } from './offlineLayer';

/** The running offline layer, or null for users who do not work offline (docs/offline.md#who-gets-it). */
export const OfflineLayerContext = createContext<OfflineLayer | null>(null);

export const useOfflineLayerContext = () => useContext(OfflineLayerContext);
