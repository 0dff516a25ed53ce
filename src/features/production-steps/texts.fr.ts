import type { texts as english } from './texts.en';

/** `resources.production-steps` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Étape de production |||| Étapes de production',
  fields: {
    name: 'Nom',
    nameFr: 'Nom en français',
    position: 'Position',
    appliesToDipAndPack: "S'applique au dip & pack",
  },
};
