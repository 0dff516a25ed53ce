import type { farms as english } from '../en/farms';

/** docs/languages.md#messages: the French twin of the English farm texts. */
export const farms: typeof english = {
  irs: 'Registres d’instructions',
  noIrs: 'Aucun registre de cette ferme pour l’instant.',
};
