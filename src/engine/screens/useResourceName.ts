import { useLocaleState, useTranslate } from 'react-admin';
import { resourceNameKey } from '../../shared/i18n/resourceKeys';

/**
 * A resource's name in the current language, one or many, as it reads within a sentence and at
 * the start of one.
 * @example const { many, Many } = useResourceName('species')
 */
export function useResourceName(name: string) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const one = translate(resourceNameKey(name), { smart_count: 1 });
  const Many = translate(resourceNameKey(name), { smart_count: 2 });
  return {
    one: one.toLocaleLowerCase(locale),
    One: one,
    many: Many.toLocaleLowerCase(locale),
    Many,
  };
}
