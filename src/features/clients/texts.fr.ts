import type { texts as english } from './texts.en';

/** `resources.clients` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Client |||| Clients',
  fields: {
    fullName: 'Nom',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    email: 'E-mail',
    phone: 'Téléphone',
    addressLine1: 'Adresse',
    addressLine2: 'Adresse (ligne 2)',
    city: 'Ville',
    region: 'Région',
    postalCode: 'Code postal',
    country: 'Pays',
    passportNumber: 'Numéro de passeport',
    freightAgent: 'Transitaire',
    notes: 'Notes',
    outfitterIds: 'Pourvoyeurs',
  },
};
