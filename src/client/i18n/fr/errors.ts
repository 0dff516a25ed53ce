import type { errors as english } from '../en/errors';

export const errors: typeof english = {
  app: {
    title: 'Oups, une erreur est survenue :(',
    refresh: 'Actualiser',
  },
  screen: 'Une erreur est survenue',
  notFound: "Désolé, la page que vous cherchez n'existe pas.",
  goHome: "Retour à l'accueil",
  accessDenied: "Vous n'avez pas accès à cette page.",
};
