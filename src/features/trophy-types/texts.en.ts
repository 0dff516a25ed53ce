import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.trophy-types` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Trophy type |||| Trophies',
  fields: { name: 'Name', description: 'Description', imageUrl: 'Image', dipAndPack: 'Dip & pack' },
} satisfies ResourceTexts;
