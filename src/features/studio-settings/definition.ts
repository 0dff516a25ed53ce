import { z } from 'zod';
import { readOnly } from '../../engine/access';
import { defineResource } from '../../engine/defineResource';
import {
  countryCodeSchema,
  crudSchemas,
  fileIdSchema,
  multilineText,
  optionalText,
  requiredText,
} from '../../engine/fields';
import { basisPointsSchema, currencySchema } from '../orders/definition';
import { validationMessage } from '../../engine/validationMessage';
import { isEnglishLocale, isTimeZone } from './dateSettingChecks';

// docs/payments.md#studio-settings: the studio's one row of settings: its letterhead, where
// deposits are paid, and what a new quote starts with.

const studioSettingsBody = z.object({
  name: requiredText('nameRequired', 120),
  address: multilineText(500),
  country: countryCodeSchema.default('ZA'),
  // docs/settings.md#studio-dates: blank for the country's own.
  timeZone: optionalText(64).refine(
    (zone) => zone === '' || isTimeZone(zone),
    validationMessage('useATimeZone'),
  ),
  englishLocale: optionalText(35).refine(
    (locale) => locale === '' || isEnglishLocale(locale),
    validationMessage('useAnEnglishLocale'),
  ),
  vatNumber: optionalText(40),
  bankName: optionalText(120),
  bankAccountName: optionalText(120),
  bankAccountNumber: optionalText(40),
  bankBranchCode: optionalText(20),
  bankSwift: optionalText(20),
  defaultVatRateBp: basisPointsSchema.default(1500),
  defaultCurrency: currencySchema.default('ZAR'),
  paymentTerms: multilineText(2000),
  // What French readers get instead, in the app and on their PDFs; blank for the English ones.
  paymentTermsFr: multilineText(2000),
  /** From `POST /api/files`: an image the quote PDF prints at its head; null for none. */
  logoFileId: fileIdSchema.nullable().default(null),
});

export const studioSettings = defineResource({
  name: 'studio-settings',
  route: 'admin/studio-settings',
  title: 'name',
  ...crudSchemas(studioSettingsBody),
  inputs: {
    name: { kind: 'text' },
    address: { kind: 'text', multiline: true },
    country: { kind: 'country' },
    timeZone: { kind: 'text' },
    englishLocale: { kind: 'text' },
    vatNumber: { kind: 'text' },
    bankName: { kind: 'text' },
    bankAccountName: { kind: 'text' },
    bankAccountNumber: { kind: 'text' },
    bankBranchCode: { kind: 'text' },
    bankSwift: { kind: 'text' },
    defaultVatRateBp: { kind: 'number', min: 0, max: 10_000 },
    defaultCurrency: { kind: 'text' },
    paymentTerms: { kind: 'text', multiline: true },
    paymentTermsFr: { kind: 'text', multiline: true },
  },
  list: {
    columns: ['name', 'country', 'vatNumber'],
    sortable: ['name'],
    defaultSort: { field: 'name', order: 'ASC' },
    search: [],
    filters: [],
  },
  // The admin's alone to change; the user menu, not the drawer, keeps the drawer's items
  // (docs/navigation.md#user-menu).
  navigation: { userMenu: { anyOf: ['admin'] } },
  // Everyone who reads an order reads where to pay it (docs/payments.md#on-the-order).
  access: {
    admin: { actions: ['list', 'read', 'update'] },
    customerLiaison: readOnly,
    huntingOutfitter: readOnly,
    professionalHunter: readOnly,
    client: readOnly,
  },
});

export type StudioSettings = z.infer<typeof studioSettings.record>;
