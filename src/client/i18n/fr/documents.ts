import type { documents as english } from '../en/documents';

/** docs/languages.md#messages: the French twin of the English documents texts. */
export const documents: typeof english = {
  upload: 'Téléverser',
  uploadDocuments: 'Téléverser des documents',
  empty: {
    title: 'Aucun document pour l’instant.',
    createHint: 'Téléversez un passeport, un permis ou un autre document pour commencer.',
    waitHint: 'Les documents partagés avec vous s’afficheront ici.',
  },
  title: 'Titre',
  kind: 'Type',
  number: 'Numéro',
  documentNumber: 'Numéro du permis ou du document',
  client: 'Client',
  ir: 'RI',
  order: 'Commande',
  expires: 'Expire le',
  expiresText: 'expire le %{date}',
  soon: ' (bientôt)',
  uploaded: 'Téléversé le',
  uploadedBy: 'Téléversé par',
  issuedOn: 'Délivré le',
  expiresOn: 'Expire le',
  holder: 'Titulaire',
  holderPassport: 'Numéro de passeport du titulaire',
  species: 'Espèces',
  tagNumbers: 'Numéros de bague',
  expiringSoon: 'Expire bientôt',
  notSaved:
    '%{smart_count} des fichiers n’a pas été enregistré |||| %{smart_count} des fichiers n’ont pas été enregistrés',
  saved: '%{smart_count} document enregistré |||| %{smart_count} documents enregistrés',
  picker: {
    dropZone: 'Déposez les fichiers ici',
    hint: 'Déposez des PDF ou des photos ici, ou',
    choose: 'Choisir des fichiers',
    takePhoto: 'Prendre une photo',
  },
  queue: {
    label: 'Fichiers à téléverser',
    waiting: 'En attente',
    saved: 'Enregistré',
    failed: 'Échec',
    progressOf: 'Progression de %{name}',
  },
  preview: {
    label: 'Aperçu',
    download: 'Télécharger %{name}',
  },
  uploadErrors: {
    failed: 'Le téléversement a échoué (%{status})',
    interrupted: 'Le téléversement a été interrompu',
  },
};
