import type { Phrase } from '../../shared/i18n/phrase';
import { resourceNameKey } from '../../shared/i18n/resourceKeys';
import { serverMessages } from '../i18n/serverMessages';
import type { ErrorKey } from './errorText';

const englishNames = serverMessages.en.resources;

/**
 * A resource's English name, one or many, for the API's messages and its OpenAPI description;
 * its names are its folder's texts (docs/languages.md#messages).
 * @example resourceName({ name: 'trophy-types' }, 'many') // 'Trophies'
 */
export function resourceName(definition: { name: string }, count: 'one' | 'many'): string {
  const text = englishNames[definition.name]?.name;
  // A resource not yet named in the messages reads as its API name.
  if (text === undefined) return definition.name;
  const [one = text, many = one] = text.split(' |||| ');
  return count === 'one' ? one : many;
}

/**
 * A resource's name inside an error's sentence, one or many, in lower case, said in the reader's language
 * (docs/languages.md#errors); a resource not yet named in the messages reads as its API name.
 * @example new HttpError(404, { key: 'errors.records.noSuch', params: { resource: resourceNamePhrase(definition, 'one') } })
 */
export function resourceNamePhrase(
  definition: { name: string },
  count: 'one' | 'many',
): Phrase<ErrorKey> | string {
  if (englishNames[definition.name] === undefined) return definition.name;
  return {
    key: resourceNameKey(definition.name) as ErrorKey,
    params: { smart_count: count === 'one' ? 1 : 2 },
    lowercase: true,
  };
}
