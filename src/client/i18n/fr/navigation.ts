import type { navigation as english } from '../en/navigation';

export const navigation: typeof english = {
  mainNavigation: 'Navigation principale',
  userMenu: 'Menu utilisateur',
  logout: 'Déconnexion',
  items: {
    accountSettings: 'Paramètres du compte',
    dashboards: 'Tableaux de bord',
    exportToTls: 'Export vers TLS',
    workbench: 'Établi',
  },
};
