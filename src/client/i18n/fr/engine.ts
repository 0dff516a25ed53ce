import type { engine as english } from '../en/engine';

/** docs/languages.md#messages: the generated screens' own texts in French. */
export const engine: typeof english = {
  createTitle: 'Création : %{one}',
  empty: {
    title: 'La liste des %{many} est vide.',
    createHint: 'Créez le premier élément pour commencer.',
    waitHint: "Les %{many} s'afficheront ici dès leur ajout.",
  },
  image: {
    alt: 'Image',
    helper: 'Une adresse web, ou déposez un fichier',
    upload: 'Déposer',
  },
  textList: {
    helper: 'Séparez-les par des virgules',
  },
};
