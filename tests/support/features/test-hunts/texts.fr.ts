import type { texts as english } from './texts.en';

/** `resources.test-hunts` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Chasse |||| Chasses',
  fields: { name: 'Nom', startsOn: 'Commence le' },
};
