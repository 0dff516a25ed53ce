import polyglotI18nProvider from 'ra-i18n-polyglot';
import { DEFAULT_LANGUAGE } from '../../shared/languages';
import { englishPageMessages } from './englishPageMessages';

// docs/languages.md#messages: the entry and the pages without the shell carry only their own texts
// (bench/bundle: the login page's budget); French comes in its own chunk.
// The pages show no text of react-admin's, so their messages lack the `ra` part its type asks for.
const messagesFor = ((locale: string) =>
  locale === 'fr'
    ? import('./frenchPageMessages').then((m) => m.frenchPageMessages)
    : englishPageMessages) as Parameters<typeof polyglotI18nProvider>[0];

/**
 * The translations of the entry and the pages without the shell, read through useTranslation().
 * @example pageI18nProvider.translate('portal.shell.guard.loading')
 */
export const pageI18nProvider = polyglotI18nProvider(messagesFor, DEFAULT_LANGUAGE);
