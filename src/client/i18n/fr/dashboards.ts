import type { dashboards as english } from '../en/dashboards';

/** docs/languages.md#messages: the French twin of the English dashboard texts. */
export const dashboards: typeof english = {
  title: 'Tableaux de bord',
  loading: 'Chargement des chiffres',
  work: 'Le travail du jour',
  byStatus: 'Commandes par statut',
  topOutfitters: 'Meilleurs pourvoyeurs',
  quotesWaiting: 'Devis en attente d’un client',
  blockedByPaperwork: 'Commandes bloquées par les documents',
  exportBacklog: 'Exportations en attente',
  yourDashboard: 'Votre tableau de bord',
  label: 'Libellé',
  orders: 'Commandes',
  outfitter: 'Pourvoyeur',
  allOutfitters: 'Tous les pourvoyeurs',
  createdFrom: 'Créées à partir du',
  createdTo: 'Créées jusqu’au',
  download: 'Télécharger %{name}.csv',
};
