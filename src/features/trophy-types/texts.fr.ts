import type { texts as english } from './texts.en';

/** `resources.trophy-types` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Type de trophée |||| Trophées',
  fields: { name: 'Nom', description: 'Description', imageUrl: 'Image', dipAndPack: 'Dip & pack' },
};
