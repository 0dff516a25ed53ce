import type { tlsExport as english } from '../en/tlsExport';

/** docs/languages.md#messages: the French twin of the English export to TLS texts. */
export const tlsExport: typeof english = {
  loading: 'Chargement…',
  notCreated: 'Le lot n’a pas été créé',
  waiting: 'En attente d’exportation',
  noneWaiting: 'Aucune commande acceptée n’attend l’exportation.',
  waitingTable: 'Commandes en attente d’exportation',
  pickAll: 'Tout choisir',
  pick: 'Choisir %{number}',
  order: 'Commande',
  client: 'Client',
  outfitter: 'Pourvoyeur',
  lines: 'Lignes',
  total: 'Total',
  preview: 'Aperçu du lot',
  summary: '%{orders} commandes, %{lines} lignes',
  createBatch: 'Créer le lot',
};
