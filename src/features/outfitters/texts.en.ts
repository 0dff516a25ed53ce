import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.outfitters` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Outfitter |||| Outfitters',
  fields: { fullName: 'Name', email: 'E-mail' },
} satisfies ResourceTexts;
