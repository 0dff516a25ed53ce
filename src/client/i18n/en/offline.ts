/** docs/languages.md#messages: the offline layer's texts (src/client/data/offline). */
export const offline = {
  counter: {
    syncing: 'Syncing %{sent} of %{total}',
    waiting: '%{smart_count} waiting',
    offline: 'Offline',
    description: '%{label}: changes waiting to be sent',
  },
  refused: {
    title: 'A waiting change was refused',
    waiting: 'The changes after it wait until you decide.',
    discard: 'Discard this change',
  },
  conflict: {
    title: 'Changed on the server meanwhile',
    explanation:
      'Someone changed this record while your change waited. Choose which version to keep.',
    versions: 'Both versions',
    field: 'Field',
    yours: 'Yours',
    theirs: 'On the server',
    takeTheirs: 'Take theirs',
    keepMine: 'Keep mine',
  },
  signIn: {
    title: 'Sign in again',
    explanation:
      'Your session has expired. Your waiting changes are kept; enter your password to send them.',
    password: 'Password',
    submit: 'Sign in',
    failed: 'Sign-in failed',
  },
};
