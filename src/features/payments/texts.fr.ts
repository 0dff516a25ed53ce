import type { texts as english } from './texts.en';

/** `resources.payments` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Paiement |||| Paiements',
  fields: {
    orderId: 'Commande',
    amountMinor: 'Montant',
    paidOn: 'Payé le',
    method: 'Moyen',
    reference: 'Référence',
    reason: 'Motif du remboursement',
    currency: 'Devise',
    recordedByName: 'Enregistré par',
    recordedAt: 'Enregistré le',
  },
  method: { eft: 'Virement', card: 'Carte', cash: 'Espèces', other: 'Autre' },
  panel: {
    title: 'Paiements',
    figures: 'Payé et reste dû',
    paid: 'Payé',
    depositDue: 'Acompte dû',
    balanceDue: 'Solde dû',
    list: 'Paiements reçus',
    record: 'Enregistrer un paiement',
    save: 'Enregistrer le paiement',
    recorded: 'Paiement enregistré',
    notRecorded: "Le paiement n'a pas été enregistré",
    refundHelp: 'Un remboursement est un montant négatif, avec son motif',
    howToPay: 'Comment payer',
    depositOnAccepting: "L'acceptation rend exigible un acompte de %{amount}.",
    reference: 'Indiquez cette référence avec votre paiement : %{reference}',
    historyReceived: 'Paiement reçu : %{amount} (%{method})',
    historyRefunded: 'Remboursement : %{amount} (%{method})',
  },
};
