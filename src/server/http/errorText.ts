import type { Language } from '../../shared/languages';
import { flattenMessages, type MessageKey } from '../../shared/i18n/messageKeys';
import { phraseText, type Phrase } from '../../shared/i18n/phrase';
import { serverMessages, type ServerMessages } from '../i18n/serverMessages';
import { translatorFor } from '../i18n/translator';

/**
 * docs/languages.md#errors: what an API error may say: a key of the server's `errors` area, or of
 * the texts its refusals reuse (the shared workflow, paperwork and validation; resources' names).
 */
export type ErrorKey = MessageKey<Omit<ServerMessages, 'answers' | 'mail' | 'pdf'>>;

/** An error's text: its key, or its key with params (`{ key, params }`). */
export type ErrorText = ErrorKey | Phrase<ErrorKey>;

const { answers: _answers, mail: _mail, pdf: _pdf, ...errorMessages } = serverMessages.en;
const errorKeys: ReadonlySet<string> = new Set(flattenMessages(errorMessages).keys());

/**
 * Whether a schema's message (a zod issue's) is an error's key, not a text.
 * @example isErrorKey('errors.lists.notSortable') // true
 */
export const isErrorKey = (message: string): message is ErrorKey => errorKeys.has(message);

/**
 * An error's text worded in `language`, when the answer is sent.
 * @example errorText('fr', 'errors.status.notFound') // 'Introuvable'
 */
export const errorText = (language: Language, text: ErrorText): string =>
  phraseText(translatorFor(language), text);
