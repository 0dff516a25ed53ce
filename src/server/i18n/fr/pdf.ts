import type { pdf as english } from '../en/pdf';

/** docs/languages.md#the-quote-pdf: the quote PDF's texts, in the language of whoever downloads it. */
export const pdf: typeof english = {
  title: 'Devis %{number}',
  tagline: 'Trophy Portal · Portail client',
  date: 'Date : %{date}',
  client: 'Client : %{name}',
  outfitter: 'Pourvoyeur : %{name}',
  columns: {
    item: 'Article',
    tags: 'Étiquettes',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
  },
  onRequest: 'Sur demande',
  onRequestNote:
    "Les lignes « Sur demande » sont chiffrées par l'atelier avant que le devis soit définitif.",
  vatNumber: 'Numéro de TVA : %{vatNumber}',
  paymentTitle: 'Comment payer',
  bank: {
    name: 'Banque : %{value}',
    accountName: 'Titulaire du compte : %{value}',
    accountNumber: 'Numéro de compte : %{value}',
    branchCode: 'Code guichet : %{value}',
    swift: 'SWIFT : %{value}',
  },
  reference: 'Indiquez cette référence avec votre paiement : %{reference}',
  termsTitle: 'Conditions',
  terms: {
    validity: 'Ce devis est valable 60 jours à compter de sa date.',
    production: "La production commence une fois le devis accepté et l'acompte payé.",
    tags: "Les numéros d'étiquette et les noms doivent correspondre exactement au registre d'instructions.",
  },
};
