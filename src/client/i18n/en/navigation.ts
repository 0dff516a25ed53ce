/** docs/navigation.md: the side drawer's and the user menu's texts. */
export const navigation = {
  mainNavigation: 'Main navigation',
  userMenu: 'User menu',
  logout: 'Logout',
  // The areas that are no resource, and the resources whose drawer label is not their name.
  items: {
    accountSettings: 'Account Settings',
    dashboards: 'Dashboards',
    exportToTls: 'Export To TLS',
    instructionRegisters: 'IRs',
    orders: 'Client Orders',
    users: 'Manage Users',
  },
  // The user menu's label of a resource, where it differs from the drawer's.
  userMenuItems: {
    orders: 'Orders',
  },
};
