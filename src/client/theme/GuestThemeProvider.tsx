import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { brandThemeOptions } from './brand';

const guestTheme = createTheme(brandThemeOptions);

/**
 * The portal's identity for the pages outside the console (the auth pages), which must not wait
 * for react-admin's code.
 * @example <GuestThemeProvider><LoginPage /></GuestThemeProvider>
 */
export function GuestThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={guestTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
