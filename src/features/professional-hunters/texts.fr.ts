import type { texts as english } from './texts.en';

/** `resources.professional-hunters` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Chasseur professionnel |||| Chasseurs professionnels',
  fields: { fullName: 'Nom' },
};
