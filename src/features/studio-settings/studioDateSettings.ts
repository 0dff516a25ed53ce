import type { DateSettings } from '../../shared/dateSettings';
import { countryTimeZone } from './countryTimeZones';
import { hasOwnDates } from './dateSettingChecks';

/** The settings the dates follow; blank ones default from the country. */
export interface StudioDateFields {
  country: string;
  timeZone: string;
  englishLocale: string;
}

// docs/settings.md#studio-dates: a language as the studio's country writes it when CLDR knows
// that (en-NA, fr-BE), else as English is written worldwide (en-001: "15 May 2026") or French
// in France.
const countryLocale = (language: string, country: string, otherwise: string): string =>
  hasOwnDates(`${language}-${country}`) ? `${language}-${country}` : otherwise;

/**
 * The locales and time zone the portal writes the studio's dates in: the admin's, or the
 * country's where they left a setting blank.
 * @example studioDateSettings({ country: 'BE', timeZone: '', englishLocale: '' })
 * // { locales: { en: 'en-BE', fr: 'fr-BE' }, timeZone: 'Europe/Brussels' }
 */
export function studioDateSettings(studio: StudioDateFields): DateSettings {
  return {
    locales: {
      en: studio.englishLocale || countryLocale('en', studio.country, 'en-001'),
      fr: countryLocale('fr', studio.country, 'fr-FR'),
    },
    timeZone: studio.timeZone || countryTimeZone(studio.country),
  };
}
