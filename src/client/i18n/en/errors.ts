/** docs/guards.md#failure-screens, #not-found: what shows when there is nothing else to show. */
export const errors = {
  app: {
    title: 'Oops, something went wrong :(',
    refresh: 'Refresh',
  },
  screen: 'Something went wrong',
  notFound: 'Sorry, the page you are looking for does not exist.',
  goHome: 'Go Home',
  accessDenied: 'You may not open this page.',
};
