import { useLocaleState } from 'react-admin';
import { isLanguage } from '../../shared/languages';
import { formatDay } from '../../shared/dates';

/**
 * docs/languages.md#formats: a day (`2026-09-01`, or the day of a moment) written in full in the
 * console's language, in UTC as the server stored it.
 * @example const day = useDay(); day('2026-09-01') // "September 1, 2026"
 */
export function useDay(): (iso: string) => string {
  const [locale] = useLocaleState();
  return (iso) => formatDay(new Date(iso), isLanguage(locale) ? locale : undefined);
}
