import { localStorageStore, type Store } from 'react-admin';
import { readAppSettings, writeAppSettings } from './appSettings';

// react-admin keeps the drawer's open state under this store key (useSidebarState).
const SIDEBAR_KEY = 'sidebar.open';

/**
 * react-admin's local storage store, except that the drawer's expanded state is read from and
 * saved to `app.settings.navigationExpanded` (docs/navigation.md#remembered-state).
 * @example <Admin store={portalStore()} />
 */
export function portalStore(): Store {
  const base = localStorageStore();
  return {
    ...base,
    getItem: <T>(key: string, defaultValue?: T): T | undefined => {
      const saved = key === SIDEBAR_KEY ? readAppSettings().navigationExpanded : undefined;
      return saved === undefined ? base.getItem(key, defaultValue) : (saved as T);
    },
    setItem: <T>(key: string, value: T): void => {
      if (key === SIDEBAR_KEY && typeof value === 'boolean') {
        writeAppSettings({ navigationExpanded: value });
      }
      base.setItem(key, value);
    },
  };
}
