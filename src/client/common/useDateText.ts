import { useLocaleState } from 'react-admin';
import { formatDate, type DateStyle } from '../../shared/dates';
import { isLanguage } from '../../shared/languages';
import { useStudioDates } from './studioDates';

/**
 * docs/languages.md#formats: the shared `formatDate` in the console's language, with the studio's
 * locale and time zone.
 * @example const date = useDateText(); date('2026-09-01') // "1 September 2026"
 */
export function useDateText(style: DateStyle = 'day'): (value: string | Date) => string {
  const [locale] = useLocaleState();
  const settings = useStudioDates();
  return (value) => formatDate(value, isLanguage(locale) ? locale : undefined, style, settings);
}
