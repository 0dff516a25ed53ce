// docs/settings.md#studio-dates: what the studio's time zone and English locale may be. Checked
// with the runtime's Intl (the CLDR and tz data the browsers use too), so the form and the API
// refuse the same values.

/**
 * An IANA time zone Intl knows, e.g. Africa/Johannesburg.
 * @example isTimeZone('Africa/Windhoek') // true
 */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether Intl has dates for `tag` itself rather than falling back to its language: `en-NA` has
 * them, `en-MZ` falls back to `en`, which writes US style.
 * @example hasOwnDates('fr-BE') // true
 */
export function hasOwnDates(tag: string): boolean {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return new Intl.DateTimeFormat(canonical).resolvedOptions().locale === canonical;
  } catch {
    return false;
  }
}

/**
 * An English locale with dates of its own, e.g. en-ZA or en-GB.
 * @example isEnglishLocale('en-ZA') // true; isEnglishLocale('fr-FR') // false
 */
export const isEnglishLocale = (value: string): boolean =>
  /^en(-|$)/i.test(value) && hasOwnDates(value);
