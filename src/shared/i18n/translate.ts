import Polyglot from 'node-polyglot';
import type { Language } from '../languages';
import type { MessageKey, Messages } from './messageKeys';

/** Values put into a message's `%{name}` places; `smart_count` picks a plural. */
export type MessageParams = Record<string, string | number>;

/** Translates a key of `T`; a key `T` lacks fails the type check. */
export type Translate<T> = (key: MessageKey<T>, params?: MessageParams) => string;

/**
 * docs/languages.md#messages: one polyglot for `messages` in `language`, with the screens' syntax
 * (`%{name}`, `smart_count` and ` |||| ` for plurals).
 * @example const t = translateWith(sharedMessages.fr, 'fr'); t('portal.quote.figures.total')
 */
export function translateWith<T extends Messages>(messages: T, language: Language): Translate<T> {
  const polyglot = new Polyglot({ phrases: messages, locale: language });
  return (key, params) => polyglot.t(key, params);
}
