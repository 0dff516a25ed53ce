import type { shell as english } from '../en/shell';

export const shell: typeof english = {
  guard: {
    loading: 'Chargement',
  },
};
