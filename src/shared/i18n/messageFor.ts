import { LANGUAGES, type Language } from '../../../resources/languages';
import type { MessageKey } from './messageKeys';
import { sharedMessages, type SharedMessages } from './sharedMessages';
import { translateWith, type MessageParams, type Translate } from './translate';

const translators = Object.fromEntries(
  LANGUAGES.map((language) => [language, translateWith(sharedMessages[language], language)]),
) as Record<Language, Translate<SharedMessages>>;

/**
 * A shared text (src/shared/i18n) in `language`, for code that runs on the client and the server alike.
 * @example messageFor('fr', 'quote.figures.vat', { rate: '15 %' }) // "TVA (15 %)"
 */
export function messageFor(
  language: Language,
  key: MessageKey<SharedMessages>,
  params?: MessageParams,
): string {
  return translators[language](key, params);
}
