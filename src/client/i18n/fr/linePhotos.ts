import type { linePhotos as english } from '../en/linePhotos';

/** docs/order-line-photos.md#on-screen : les photos de chaque ligne, de la ferme à la caisse. */
export const linePhotos: typeof english = {
  title: 'Photos',
  line: 'Ligne %{number}',
  farm: 'À la ferme',
  studio: "À l'atelier",
  farmPhoto: 'Photo %{number} de la ligne %{line} à la ferme',
  progressPhoto: "Photo %{number} de la ligne %{line} à l'atelier",
  measurements: 'Mesures',
  conditionNotes: 'État',
  none: 'Pas encore de photo',
  add: 'Ajouter une photo',
  addTo: 'Ajouter une photo à la ligne %{line}',
  adding: 'Ajout de la photo…',
  added: 'Photo ajoutée',
  notAdded: "La photo n'a pas été ajoutée : %{why}",
};
