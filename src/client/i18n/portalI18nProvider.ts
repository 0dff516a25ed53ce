import Polyglot from 'node-polyglot';
import type { I18nProvider } from 'react-admin';
import { LANGUAGE_NAMES } from '../../shared/languages';
import { englishMessages } from './englishMessages';

// docs/languages.md#messages: English (the default language) is in the console's chunk, but for
// the texts of the screens no first load shows: those come with their screens' code (late/).
// French comes whole in its own chunk. react-admin's polyglot provider takes a language's texts
// whole when it starts, so this is the same provider with room for the late texts.

const phrases = (messages: object) => ({ '': '', ...messages });
const english = new Polyglot({ locale: 'en', phrases: phrases(englishMessages) });
let french: Promise<Polyglot> | undefined;
let current = english;

const polyglotFor = (locale: string): Promise<Polyglot> => {
  if (locale !== 'fr') return Promise.resolve(english);
  french ??= import('./frenchMessages').then(
    ({ frenchMessages }) => new Polyglot({ locale: 'fr', phrases: phrases(frenchMessages) }),
  );
  return french;
};

/**
 * The console's translations (react-admin's and the portal's), for <Admin>; the language follows
 * LanguageProvider's, which the console waits for (ConsoleWithServices).
 * @example <Admin i18nProvider={portalI18nProvider} />
 */
export const portalI18nProvider: I18nProvider = {
  translate: (key, options = {}) => current.t(key, options),
  changeLocale: async (locale) => {
    current = await polyglotFor(locale);
  },
  getLocale: () => current.locale(),
  getLocales: () => Object.entries(LANGUAGE_NAMES).map(([locale, name]) => ({ locale, name })),
};

/**
 * Adds the English texts of areas under `portal` whose screens load on demand; each area's module
 * in late/ calls it, and a module that names an area's keys imports that module
 * (src/client/i18n/messages.test.ts checks it).
 * @example addEnglishTexts({ orders });
 */
export const addEnglishTexts = (areas: Record<string, object>): void =>
  english.extend({ portal: areas });
