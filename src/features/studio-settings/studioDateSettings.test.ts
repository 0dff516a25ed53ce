import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_SETTINGS } from '../../shared/dateSettings';
import { countryTimeZone, tabledTimeZones } from './countryTimeZones';
import { isEnglishLocale, isTimeZone } from './dateSettingChecks';
import { studioDateSettings } from './studioDateSettings';

const blank = { timeZone: '', englishLocale: '' };

describe("the studio's dates default from its country (docs/settings.md#studio-dates)", () => {
  it.each([
    ['ZA', { en: 'en-ZA', fr: 'fr-FR' }, 'Africa/Johannesburg'],
    ['NA', { en: 'en-NA', fr: 'fr-FR' }, 'Africa/Windhoek'],
    ['BE', { en: 'en-BE', fr: 'fr-BE' }, 'Europe/Brussels'],
    ['CM', { en: 'en-CM', fr: 'fr-CM' }, 'Africa/Douala'],
    ['US', { en: 'en-US', fr: 'fr-FR' }, 'America/New_York'],
    // CLDR has no English of Mozambique (en-MZ would write US style): English as written worldwide.
    ['MZ', { en: 'en-001', fr: 'fr-FR' }, 'Africa/Maputo'],
    // A country the table leaves out: UTC until the admin names the zone.
    ['IS', { en: 'en-001', fr: 'fr-FR' }, 'UTC'],
  ])('%s: English and French as %o, moments in %s', (country, locales, timeZone) => {
    expect(studioDateSettings({ country, ...blank })).toEqual({ locales, timeZone });
  });

  it("takes the admin's own zone and English locale over the country's", () => {
    expect(
      studioDateSettings({ country: 'ZA', timeZone: 'Europe/London', englishLocale: 'en-GB' }),
    ).toEqual({ locales: { en: 'en-GB', fr: 'fr-FR' }, timeZone: 'Europe/London' });
  });

  it("matches the default the client writes with before it knows the studio's", () => {
    expect(studioDateSettings({ country: 'ZA', ...blank })).toEqual(DEFAULT_DATE_SETTINGS);
  });

  it('names only zones Intl knows', () => {
    expect(tabledTimeZones().filter((zone) => !isTimeZone(zone))).toEqual([]);
    expect(countryTimeZone('ZA')).toBe('Africa/Johannesburg');
  });
});

describe('what the settings accept', () => {
  it('takes IANA zones, refuses made-up ones', () => {
    expect(isTimeZone('Africa/Windhoek')).toBe(true);
    expect(isTimeZone('Africa/Atlantis')).toBe(false);
    expect(isTimeZone('GMT+2 please')).toBe(false);
  });

  it('takes English locales with dates of their own, refuses others', () => {
    expect(isEnglishLocale('en-ZA')).toBe(true);
    expect(isEnglishLocale('en-GB')).toBe(true);
    expect(isEnglishLocale('fr-FR')).toBe(false);
    expect(isEnglishLocale('en-MZ')).toBe(false);
    expect(isEnglishLocale('english')).toBe(false);
  });
});
