import { DEFAULT_DATE_SETTINGS, type DateSettings } from './dateSettings';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * `day`: a calendar day in full, in UTC, the day the server stored ("15 May 2026");
 * `dateTime`: a moment, its day and time in the studio's time zone ("15 May 2026 at 10:05").
 */
export type DateStyle = 'day' | 'dateTime';

// Spelled out rather than `dateStyle`, whose South African long form pads the day ("02 March").
const DAY = { day: 'numeric', month: 'long', year: 'numeric' } as const;

function options(style: DateStyle, timeZone: string): Intl.DateTimeFormatOptions {
  return style === 'day'
    ? { ...DAY, timeZone: 'UTC' }
    : { ...DAY, hour: '2-digit', minute: '2-digit', timeZone };
}

/**
 * The one way the portal writes a date, on the screens, in e-mails and PDFs (docs/languages.md#formats):
 * in the reader's language, as the studio's locale writes it, a moment in the studio's time zone.
 * @example formatDate('2026-05-15', 'en') // "15 May 2026"
 * @example formatDate('2026-05-15T10:05:00Z', 'fr', 'dateTime', studioDates) // "15 mai 2026 à 12:05" in Johannesburg
 */
export function formatDate(
  value: Date | string,
  language: Language = DEFAULT_LANGUAGE,
  style: DateStyle = 'day',
  settings: DateSettings = DEFAULT_DATE_SETTINGS,
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(
    settings.locales[language],
    options(style, settings.timeZone),
  ).format(date);
}
