import { LANGUAGES, type Language } from '../../shared/languages';
import { translateWith, type Translate } from '../../shared/i18n/translate';
import { pdf as englishPdf } from './en/pdf';
import { pdf as frenchPdf } from './fr/pdf';

const pdfMessages = { en: { pdf: englishPdf }, fr: { pdf: frenchPdf } } satisfies Record<
  Language,
  unknown
>;

const translators = Object.fromEntries(
  LANGUAGES.map((language) => [language, translateWith(pdfMessages[language], language)]),
) as Record<Language, Translate<(typeof pdfMessages)['en']>>;

/**
 * docs/languages.md#messages: the quote PDF's texts in `language`, and nothing else. The PDF
 * renders in a worker thread (docs/quote-pdf.md#off-the-event-loop), where the sources run under
 * tsx's require hook, which loads static imports only; the server's whole messages
 * (translator.ts) gather each resource's texts with a dynamic import.
 * @example pdfTranslatorFor('fr')('pdf.title', { number: 'Q-000042' })
 */
export function pdfTranslatorFor(language: Language): Translate<(typeof pdfMessages)['en']> {
  return translators[language];
}
