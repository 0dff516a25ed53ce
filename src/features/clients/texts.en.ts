import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.clients` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Client |||| Clients',
  fields: {
    fullName: 'Name',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    addressLine1: 'Address',
    addressLine2: 'Address (line 2)',
    city: 'City',
    region: 'Region',
    postalCode: 'Postal code',
    country: 'Country',
    passportNumber: 'Passport number',
    freightAgent: 'Freight agent',
    notes: 'Notes',
    outfitterIds: 'Outfitters',
  },
} satisfies ResourceTexts;
