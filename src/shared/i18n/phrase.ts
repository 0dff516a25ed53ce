import type { MessageKey } from './messageKeys';
import type { SharedMessages } from './englishShared';
import type { MessageParams } from './translate';

/**
 * docs/languages.md#errors: a text named by its key, worded only when said, in the reader's
 * language. A param may be a phrase itself (a status's name) or a list of them, said joined by ", ".
 */
export interface Phrase<K extends string = string> {
  key: K;
  params?: Record<string, string | number | Phrase<K> | readonly Phrase<K>[]>;
  /** Said in lower case: a name inside a sentence ("No such species"). */
  lowercase?: boolean;
}

/**
 * A phrase (or a bare key) worded with `translate`, its phrase params first.
 * @example phraseText(translatorFor('fr'), { key: 'errors.records.notFound' })
 */
export function phraseText<K extends string>(
  translate: (key: K, params?: MessageParams) => string,
  text: K | Phrase<K>,
): string {
  if (typeof text === 'string') return translate(text);
  const inner = (value: string | number | Phrase<K>) =>
    typeof value === 'object' ? phraseText(translate, value) : value;
  const params = Object.fromEntries(
    Object.entries(text.params ?? {}).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? value.map(inner).join(', ')
        : inner(value as string | number | Phrase<K>),
    ]),
  );
  const said = translate(text.key, params);
  return text.lowercase ? said.toLowerCase() : said;
}

/** A phrase of the shared texts (src/shared/i18n): a workflow's refusal, the server says it. */
export type SharedPhrase = Phrase<MessageKey<SharedMessages>>;
