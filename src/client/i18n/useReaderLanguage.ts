import { useLocaleState } from 'react-admin';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/languages';

/**
 * docs/languages.md#formats: the console's language, in which an order's money, numbers and
 * figures are written for the person reading them.
 * @example const language = useReaderLanguage(); formatMoney(order.totals.totalMinor, order.currency, language)
 */
export function useReaderLanguage(): Language {
  const [locale] = useLocaleState();
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}
