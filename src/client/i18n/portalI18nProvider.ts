import polyglotI18nProvider from 'ra-i18n-polyglot';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES } from '../../../resources/languages';
import { englishMessages } from './englishMessages';

// docs/languages.md#messages: English is in the first load; French comes in its own chunk.
const messagesFor = (locale: string) =>
  locale === 'fr' ? import('./frenchMessages').then((m) => m.frenchMessages) : englishMessages;

/**
 * The one translation provider: react-admin's console and the pages without the shell read the
 * same messages in the same language.
 * @example portalI18nProvider.translate('portal.shell.guard.loading')
 */
export const portalI18nProvider = polyglotI18nProvider(
  messagesFor,
  DEFAULT_LANGUAGE,
  Object.entries(LANGUAGE_NAMES).map(([locale, name]) => ({ locale, name })),
);
