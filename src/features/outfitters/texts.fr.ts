import type { texts as english } from './texts.en';

/** `resources.outfitters` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Pourvoyeur |||| Pourvoyeurs',
  fields: { fullName: 'Nom', email: 'E-mail' },
};
