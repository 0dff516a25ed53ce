import type { ThemeOptions } from '@mui/material/styles';

// docs/product.md#visual-identity.
export const PAGE_BACKGROUND = '#F8F9FD';
export const SECONDARY_COLOUR = '#0F172A';
// MUI's default blue (#1976d2) reads at 4.4:1 on the page background, under WCAG AA's 4.5:1 for
// text buttons and links; one shade darker reads at 5.4:1 (docs/screens.md#accessibility).
export const PRIMARY_COLOUR = '#1565C0';
// MUI's default info blue (#0288d1) under white text reads at 4.0:1 (a Collected IR's chip); this
// darker one at 7.6:1.
export const INFO_COLOUR = '#01579B';
export const FONT_FAMILY = '"Readex Pro", "Helvetica", "Arial", sans-serif';

/** The identity as MUI theme options; the console's theme and the auth pages' theme both start here. */
export const brandThemeOptions = {
  palette: {
    background: { default: PAGE_BACKGROUND },
    primary: { main: PRIMARY_COLOUR },
    info: { main: INFO_COLOUR },
    // A whole secondary object, so no shade of another palette's secondary survives a merge.
    secondary: { main: SECONDARY_COLOUR },
  },
  typography: { fontFamily: FONT_FAMILY },
} satisfies ThemeOptions;
