import type { texts as english } from './texts.en';

/** `resources.studio-settings` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: "Paramètres de l'atelier |||| Paramètres de l'atelier",
  fields: {
    name: "Nom de l'atelier",
    address: 'Adresse postale',
    country: 'Pays',
    timeZone: 'Fuseau horaire (vide : celui du pays)',
    englishLocale: 'Locale des dates en anglais (vide : celle du pays)',
    vatNumber: 'Numéro de TVA',
    bankName: 'Banque',
    bankAccountName: 'Titulaire du compte',
    bankAccountNumber: 'Numéro de compte',
    bankBranchCode: 'Code guichet',
    bankSwift: 'SWIFT',
    defaultVatRateBp: 'Taux de TVA par défaut (points de base)',
    defaultCurrency: 'Devise par défaut',
    paymentTerms: 'Conditions de paiement',
    paymentTermsFr: 'Conditions de paiement en français (vide : celles en anglais)',
    logoFileId: 'Logo',
  },
  logo: {
    choose: 'Choisir un logo',
    input: 'Image du logo',
    remove: 'Retirer le logo',
    uploading: 'Envoi de %{name}…',
    alt: "Le logo de l'atelier",
  },
};
