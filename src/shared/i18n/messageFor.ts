import { LANGUAGES, type Language } from '../languages';
import { flattenMessages, type MessageKey } from './messageKeys';
import type { SharedMessages } from './englishShared';
import { sharedMessages } from './sharedMessages';
import { translateWith, type MessageParams, type Translate } from './translate';

const translators = Object.fromEntries(
  LANGUAGES.map((language) => [language, translateWith(sharedMessages[language], language)]),
) as Record<Language, Translate<SharedMessages>>;

/**
 * A shared text (src/shared/i18n) in `language`, for code that runs on the client and the server alike;
 * keys are often picked from a map (a status's), and a key no text has comes back as it is.
 * @example messageFor('fr', 'portal.quote.figures.vat', { rate: '15 %' }) // "TVA (15 %)"
 */
export function messageFor(language: Language, key: string, params?: MessageParams): string {
  return translators[language](key as MessageKey<SharedMessages>, params);
}

const texts: Record<Language, ReadonlyMap<string, string>> = {
  en: flattenMessages(sharedMessages.en),
  fr: flattenMessages(sharedMessages.fr),
};

/**
 * A shared text by a key known only at run time (a schema's message), or undefined when no shared
 * text has that key.
 * @example sharedText('en', 'portal.validation.cityRequired') // 'City is required'
 */
export const sharedText = (language: Language, key: string): string | undefined =>
  texts[language].get(key);
