import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.professional-hunters` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Professional hunter |||| Professional hunters',
  fields: { fullName: 'Name' },
} satisfies ResourceTexts;
