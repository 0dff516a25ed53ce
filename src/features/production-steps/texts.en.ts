import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.production-steps` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Production step |||| Production steps',
  fields: {
    name: 'Name',
    nameFr: 'Name in French',
    position: 'Position',
    appliesToDipAndPack: 'Applies to dip & pack',
  },
} satisfies ResourceTexts;
