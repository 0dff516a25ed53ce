import type { Language } from '../../../resources/languages';
import { resources as englishResources } from './en/resources';
import { validation as englishValidation } from './en/validation';
import { resources as frenchResources } from './fr/resources';
import { validation as frenchValidation } from './fr/validation';

type Messages = { readonly [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );
}

// docs/languages.md#messages: the texts client and server share, under the keys the client's
// messages hold them by.
const SHARED: Record<Language, ReadonlyMap<string, string>> = {
  en: new Map(flatten({ resources: englishResources, portal: { validation: englishValidation } })),
  fr: new Map(flatten({ resources: frenchResources, portal: { validation: frenchValidation } })),
};

/**
 * The shared text of a key in a language; a key it does not hold comes back as given.
 * @example messageFor('en', 'portal.validation.cityRequired') // 'City is required'
 */
export const messageFor = (language: Language, key: string): string =>
  SHARED[language].get(key) ?? key;
