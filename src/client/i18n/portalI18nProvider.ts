import polyglotI18nProvider from 'ra-i18n-polyglot';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES } from '../../../resources/languages';
import { englishMessages } from './englishMessages';

// docs/languages.md#messages: English is in the console's chunk; French comes in its own chunk.
const messagesFor = (locale: string) =>
  locale === 'fr' ? import('./frenchMessages').then((m) => m.frenchMessages) : englishMessages;

/**
 * The console's translations (react-admin's and the portal's), for <Admin>; the language follows
 * LanguageProvider's, which the console waits for (ConsoleWithServices).
 * @example <Admin i18nProvider={portalI18nProvider} />
 */
export const portalI18nProvider = polyglotI18nProvider(
  messagesFor,
  DEFAULT_LANGUAGE,
  Object.entries(LANGUAGE_NAMES).map(([locale, name]) => ({ locale, name })),
);
