import { sharedText } from '../../shared/i18n/messageFor';
import type { Phrase } from '../../shared/i18n/phrase';
import { resourceNameKey } from '../../shared/i18n/resourceKeys';
import type { ErrorKey } from './errorText';

/**
 * A resource's English name, one or many, for the API's messages and its OpenAPI description;
 * its names live with the screens' (docs/languages.md#messages).
 * @example resourceName({ name: 'trophy-types' }, 'many') // 'Trophies'
 */
export function resourceName(definition: { name: string }, count: 'one' | 'many'): string {
  const key = resourceNameKey(definition.name);
  const text = sharedText('en', key);
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
  const key = resourceNameKey(definition.name);
  if (sharedText('en', key) === undefined) return definition.name;
  return {
    key: key as ErrorKey,
    params: { smart_count: count === 'one' ? 1 : 2 },
    lowercase: true,
  };
}
