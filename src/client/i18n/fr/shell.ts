import type { shell as english } from '../en/shell';

export const shell: typeof english = {
  guard: {
    loading: 'Chargement',
  },
  loading: 'Chargement…',
  product: 'Trophy Portal',
  subtitle: 'Portail client',
  // The close button of a toast, which shows on the pages without the shell too.
  close: 'Fermer',
  header: {
    home: 'Trophy Portal, Portail client : accueil',
    collapseMenu: 'Réduire le menu',
    expandMenu: 'Déployer le menu',
    unreadMessages: '%{smart_count} message non lu |||| %{smart_count} messages non lus',
  },
};
