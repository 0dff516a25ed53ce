import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brandThemeOptions } from './brand';

// docs/navigation.md#drawer-widths: the drawer's two widths.
export const DRAWER_WIDTH = 240;
export const DRAWER_COLLAPSED_WIDTH = 76;

/**
 * react-admin's default theme in the portal's identity, with the drawer's widths.
 * @example <Admin theme={consoleTheme} />
 */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...brandThemeOptions.palette },
  typography: { ...defaultTheme.typography, ...brandThemeOptions.typography },
  sidebar: { width: DRAWER_WIDTH, closedWidth: DRAWER_COLLAPSED_WIDTH },
};
