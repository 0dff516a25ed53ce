import type { ResourceTexts } from '../../../../src/shared/i18n/resourceTexts';

/** `resources.test-hunts` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Hunt |||| Hunts',
  fields: { name: 'Name', startsOn: 'Starts on' },
} satisfies ResourceTexts;
