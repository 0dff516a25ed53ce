import type { irDocuments as english } from '../en/irDocuments';

export const irDocuments: typeof english = {
  title: 'Documents',
  list: 'Documents de ce registre',
  empty: 'Aucun document pour l’instant',
  loadFailed: 'Les documents n’ont pas pu être chargés',
  open: 'Ouvrir %{title}',
  uploaded: '%{kind}, %{date}',
  kind: 'Type',
  attach: 'Joindre',
  saved: '%{smart_count} document enregistré |||| %{smart_count} documents enregistrés',
  notSaved:
    '%{smart_count} des fichiers n’a pas été enregistré |||| %{smart_count} des fichiers n’ont pas été enregistrés',
};
