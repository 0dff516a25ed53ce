import type { offline as english } from '../en/offline';

/** docs/languages.md#messages: the offline layer's texts in French. */
export const offline: typeof english = {
  counter: {
    syncing: 'Synchronisation : %{sent} sur %{total}',
    waiting: '%{smart_count} en attente',
    offline: 'Hors ligne',
    description: "%{label} : modifications en attente d'envoi",
  },
  refused: {
    title: 'Une modification en attente a été refusée',
    waiting: 'Les modifications suivantes attendent votre décision.',
    discard: 'Abandonner cette modification',
  },
  conflict: {
    title: 'Modifié sur le serveur entre-temps',
    explanation:
      "Quelqu'un a modifié cet élément pendant que votre modification attendait. Choisissez la version à garder.",
    versions: 'Les deux versions',
    field: 'Champ',
    yours: 'La vôtre',
    theirs: 'Sur le serveur',
    takeTheirs: 'Garder celle du serveur',
    keepMine: 'Garder la mienne',
  },
  signIn: {
    title: 'Reconnectez-vous',
    explanation:
      'Votre session a expiré. Vos modifications en attente sont conservées ; saisissez votre mot de passe pour les envoyer.',
    password: 'Mot de passe',
    submit: 'Se connecter',
    failed: 'La connexion a échoué',
  },
};
