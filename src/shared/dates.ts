import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * A day as the reader's language writes it in full (docs/languages.md#formats), in UTC, the day
 * the server stored.
 * @example formatDay(new Date('2026-03-01T10:00:00Z'), 'fr') // "1 mars 2026"
 */
export function formatDay(date: Date, language: Language = DEFAULT_LANGUAGE): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
