import { useEffect, useState } from 'react';
import { useTranslation } from './LanguageProvider';
import { portalI18nProvider } from './portalI18nProvider';

/**
 * docs/languages.md#choosing: the console's translations switched to LanguageProvider's language;
 * null until its messages have loaded, so the console never shows one language and then another.
 * @example const locale = useConsoleLanguage(); if (!locale) return <ScreenLoading />;
 */
export function useConsoleLanguage() {
  const { locale } = useTranslation();
  const [loaded, setLoaded] = useState(portalI18nProvider.getLocale());
  useEffect(() => {
    let current = true;
    void portalI18nProvider.changeLocale(locale).then(() => current && setLoaded(locale));
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded === locale ? locale : null;
}
