import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '../../shared/languages';
import { useCurrentUser } from '../session/auth/useCurrentUser';
import { pageI18nProvider } from './pageI18nProvider';
import { rememberedLanguage, rememberLanguage } from './rememberedLanguage';

interface Translation {
  locale: Language;
  translate: typeof pageI18nProvider.translate;
}

const TranslationContext = createContext<Translation>({
  locale: 'en',
  translate: pageI18nProvider.translate,
});

/**
 * docs/languages.md#choosing: the signed-in user's language, else the one remembered in this
 * browser. Screens keep the current language until the next one's messages have loaded.
 * @example <LanguageProvider><RouteGuard>…</RouteGuard></LanguageProvider>
 */
export function LanguageProvider(props: { children: ReactNode }) {
  const wanted = useCurrentUser().data?.language ?? rememberedLanguage();
  const [locale, setLocale] = useState(pageI18nProvider.getLocale() as Language);
  useEffect(() => {
    // Remembered once shown: the language a page opens in, before it switches, would overwrite
    // the one it is switching to (a reload of the sign-in page would lose French).
    if (wanted === locale) {
      rememberLanguage(locale);
      return;
    }
    let current = true;
    void pageI18nProvider.changeLocale(wanted).then(() => current && setLocale(wanted));
    return () => {
      current = false;
    };
  }, [wanted, locale]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(() => ({ locale, translate: pageI18nProvider.translate }), [locale]);
  return <TranslationContext.Provider value={value}>{props.children}</TranslationContext.Provider>;
}

/** The translate function and language of the pages without the shell; the console uses react-admin's useTranslate. */
export const useTranslation = () => useContext(TranslationContext);
