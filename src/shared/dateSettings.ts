import type { Language } from './languages';

/**
 * docs/languages.md#formats: how the portal writes dates, from the studio's settings: the locale
 * each language is written in and the zone a moment is shown in. The server works them out
 * (src/features/studio-settings/studioDateSettings.ts) and the client reads them with the
 * signed-in profile. Plain types, no zod: the entry writes dates before any schema loads.
 */
export interface DateSettings {
  locales: Record<Language, string>;
  /** An IANA time zone, e.g. Africa/Johannesburg. */
  timeZone: string;
}

/** A South African studio's, the default country's (docs/settings.md#studio-dates). */
export const DEFAULT_DATE_SETTINGS: DateSettings = {
  locales: { en: 'en-ZA', fr: 'fr-FR' },
  timeZone: 'Africa/Johannesburg',
};
