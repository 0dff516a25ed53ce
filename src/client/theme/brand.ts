import type { ThemeOptions } from '@mui/material/styles';

// docs/product.md#visual-identity.
export const PAGE_BACKGROUND = '#F8F9FD';
export const SECONDARY_COLOUR = '#0F172A';
export const FONT_FAMILY = '"Readex Pro", "Helvetica", "Arial", sans-serif';

/** The identity as MUI theme options; the console's theme and the auth pages' theme both start here. */
export const brandThemeOptions = {
  palette: {
    background: { default: PAGE_BACKGROUND },
    // A whole secondary object, so no shade of another palette's secondary survives a merge.
    secondary: { main: SECONDARY_COLOUR },
  },
  typography: { fontFamily: FONT_FAMILY },
} satisfies ThemeOptions;
