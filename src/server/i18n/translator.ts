import { LANGUAGES, type Language } from '../../shared/languages';
import { translateWith, type Translate } from '../../shared/i18n/translate';
import { serverMessages, type ServerMessages } from './serverMessages';

const translators = Object.fromEntries(
  LANGUAGES.map((language) => [language, translateWith(serverMessages[language], language)]),
) as Record<Language, Translate<ServerMessages>>;

/**
 * docs/languages.md#messages: the server's texts (e-mails, the quote PDF, errors) in `language`.
 * @example translatorFor(user.language)('mail.account.resetPassword.subject')
 */
export function translatorFor(language: Language): Translate<ServerMessages> {
  return translators[language];
}
