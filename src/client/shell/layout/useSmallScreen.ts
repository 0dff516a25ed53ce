import { useMediaQuery, type Theme } from '@mui/material';

/**
 * docs/screens.md#small-screens: true below the theme's `sm` breakpoint (a phone), where the drawer
 * hides, lists show cards and dialogs fill the screen. Read at once (noSsr), so a phone never
 * draws the desktop layout first.
 */
export function useSmallScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
