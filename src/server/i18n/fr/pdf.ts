import type { pdf as english } from '../en/pdf';

/** docs/languages.md#the-quote-pdf: the texts of the quote, invoice and statement PDFs, in the language of whoever downloads it. */
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
  payments: {
    title: 'Paiements reçus',
    columns: {
      date: 'Date',
      order: 'Commande',
      method: 'Moyen',
      reference: 'Référence',
      amount: 'Montant',
    },
    none: 'Aucun paiement reçu pour l’instant.',
    method: { eft: 'Virement', card: 'Carte', cash: 'Espèces', other: 'Autre' },
    paid: 'Payé',
    balanceDue: 'Reste à payer',
  },
  invoice: {
    title: 'Facture %{number}',
    date: 'Date de facture : %{date}',
    order: 'Commande : %{number}',
  },
  statement: {
    title: 'Relevé de compte',
    ordersTitle: 'Commandes',
    columns: {
      order: 'Commande',
      invoice: 'Facture',
      date: 'Date',
      total: 'Total',
      paid: 'Payé',
      balance: 'Reste à payer',
    },
    noOrders: 'Aucune commande acceptée pour l’instant.',
    outstanding: 'Total restant dû (%{currency})',
    reference: 'Indiquez le numéro de commande avec chaque paiement.',
  },
};
