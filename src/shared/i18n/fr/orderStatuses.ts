import type { orderStatuses as english } from '../en/orderStatuses';

/** docs/languages.md#messages: an order's status as the screens and the e-mails name it. */
export const orderStatuses: typeof english = {
  draft: 'Brouillon',
  submitted: 'Soumise',
  quoted: 'Devis envoyé',
  accepted: 'Acceptée',
  declined: 'Refusée',
  inProduction: 'En production',
  readyForExport: "Prête pour l'export",
  shipped: 'Expédiée',
  completed: 'Terminée',
  cancelled: 'Annulée',
};
