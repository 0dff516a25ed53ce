/** docs/navigation.md: the side drawer's and the user menu's texts. */
export const navigation = {
  mainNavigation: 'Main navigation',
  userMenu: 'User menu',
  logout: 'Logout',
  // The areas that are no resource (a resource's label is its name, or its `drawer` message).
  items: {
    accountSettings: 'Account Settings',
    dashboards: 'Dashboards',
    exportToTls: 'Export To TLS',
    workbench: 'Workbench',
  },
};
