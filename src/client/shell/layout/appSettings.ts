// docs/settings.md#local-storage: the app's own settings live in local storage under one key. Read by hand, not with
// zod: the shell reads them on every first screen, before any schema loads (bench/bundle).
export const APP_SETTINGS_KEY = 'app.settings';

export interface AppSettings {
  navigationExpanded?: boolean;
}

/** The stored settings; anything unreadable or of the wrong type counts as unset. */
export function readAppSettings(): AppSettings {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(APP_SETTINGS_KEY) ?? '{}');
    const expanded = (stored as AppSettings | null)?.navigationExpanded;
    return typeof expanded === 'boolean' ? { navigationExpanded: expanded } : {};
  } catch {
    return {};
  }
}

export function writeAppSettings(change: AppSettings): void {
  localStorage.setItem(APP_SETTINGS_KEY, JSON.stringify({ ...readAppSettings(), ...change }));
}
