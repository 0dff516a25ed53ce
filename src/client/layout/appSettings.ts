import { z } from 'zod';

// SPEC 3 and 9: the app's own settings live in local storage under one key.
export const APP_SETTINGS_KEY = 'app.settings';

const appSettingsSchema = z.object({ navigationExpanded: z.boolean().optional() }).catch({});
export type AppSettings = z.infer<typeof appSettingsSchema>;

export function readAppSettings(): AppSettings {
  try {
    return appSettingsSchema.parse(JSON.parse(localStorage.getItem(APP_SETTINGS_KEY) ?? '{}'));
  } catch {
    return {};
  }
}

export function writeAppSettings(change: AppSettings): void {
  localStorage.setItem(APP_SETTINGS_KEY, JSON.stringify({ ...readAppSettings(), ...change }));
}
