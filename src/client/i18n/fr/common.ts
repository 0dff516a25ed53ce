import type { common as english } from '../en/common';

export const common: typeof english = {
  dateRange: 'Saisissez une date entre le %{from} et le %{to}',
  imagePreview: {
    noImage: "Pas d'image",
    noImageOf: "%{name} : pas d'image",
    preview: 'Aperçu de %{name}',
  },
  workflow: {
    note: 'Note',
    reason: 'Motif',
    goBack: 'Retour',
  },
  statusHistory: {
    title: 'Historique',
    list: 'Historique des statuts',
  },
  // French nouns have a gender: "cette fiche" fits every record, its kind in brackets.
  recordLoadError: {
    notFound: "Désolé, cette fiche (%{name}) n'existe pas.",
    failed: 'Impossible de charger cette fiche (%{name}).%{why}',
    backTo: 'Retour à la liste : %{list}',
    record: 'élément',
    tryAgain: 'Réessayer',
  },
  // docs/screens.md#loading-skeletons: what a screen reader hears while a list or a record comes.
  loading: {
    list: 'Chargement de la liste…',
    record: 'Chargement de la fiche…',
  },
};
