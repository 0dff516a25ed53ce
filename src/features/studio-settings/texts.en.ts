import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.studio-settings` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Studio settings |||| Studio settings',
  fields: {
    name: 'Studio name',
    address: 'Postal address',
    country: 'Country',
    timeZone: "Time zone (blank: the country's)",
    englishLocale: "Locale of English dates (blank: the country's)",
    vatNumber: 'VAT number',
    bankName: 'Bank',
    bankAccountName: 'Account name',
    bankAccountNumber: 'Account number',
    bankBranchCode: 'Branch code',
    bankSwift: 'SWIFT',
    defaultVatRateBp: 'Default VAT rate (basis points)',
    defaultCurrency: 'Default currency',
    paymentTerms: 'Payment terms',
    paymentTermsFr: 'Payment terms in French (blank: the English ones)',
    logoFileId: 'Logo',
  },
  logo: {
    choose: 'Choose a logo',
    input: 'Logo image',
    remove: 'Remove the logo',
    uploading: 'Uploading %{name}…',
    alt: "The studio's logo",
  },
} satisfies ResourceTexts;
