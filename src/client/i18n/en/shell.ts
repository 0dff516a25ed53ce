/** docs/languages.md#messages: texts of the shell that every screen shares. */
export const shell = {
  guard: {
    loading: 'Loading',
  },
  // While a screen's code or data is on the way.
  loading: 'Loading...',
  // The brand, the same in every language.
  product: 'Trophy Portal',
  // The product's subtitle, under the brand name in the header and on the pages without the shell.
  subtitle: 'Customer Portal',
  // The close button of a toast, which shows on the pages without the shell too.
  close: 'Close',
  header: {
    home: 'Trophy Portal, Customer Portal: home',
    collapseMenu: 'Collapse menu',
    expandMenu: 'Expand menu',
    unreadMessages: '%{smart_count} unread message |||| %{smart_count} unread messages',
  },
};
