/** docs/languages.md#messages: texts of the shell that every screen shares. */
export const shell = {
  guard: {
    loading: 'Loading',
  },
};
