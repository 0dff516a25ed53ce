import { sharedText } from '../../shared/i18n/messageFor';
import { resourceNameKey } from '../../shared/i18n/resourceKeys';

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
