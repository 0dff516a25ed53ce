import { DEFAULT_LANGUAGE, type Language } from './languages';

// docs/languages.md#formats: the locale each language writes its dates in. The studio is in South
// Africa, so English is written as there (15 May 2026), not as in the United States (5/15/2026);
// French as in France. A constant until the studio's own settings say where it is.
const DATE_LOCALES = { en: 'en-ZA', fr: 'fr-FR' } as const satisfies Record<Language, string>;

/**
 * `day`: a calendar day in full, in UTC, the day the server stored ("15 May 2026");
 * `dateTime`: a moment, its day and time where the reader is ("15 May 2026 at 10:05").
 */
export type DateStyle = 'day' | 'dateTime';

// Spelled out rather than `dateStyle`, whose South African long form pads the day ("02 March").
const DAY = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { ...DAY, timeZone: 'UTC' },
  dateTime: { ...DAY, hour: '2-digit', minute: '2-digit' },
};

/**
 * The one way the portal writes a date, on the screens, in e-mails and PDFs (docs/languages.md#formats).
 * @example formatDate('2026-05-15', 'en') // "15 May 2026"
 * @example formatDate('2026-05-15T10:05:00Z', 'fr', 'dateTime') // "15 mai 2026 à 12:05" in Paris
 */
export function formatDate(
  value: Date | string,
  language: Language = DEFAULT_LANGUAGE,
  style: DateStyle = 'day',
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(DATE_LOCALES[language], OPTIONS[style]).format(date);
}
