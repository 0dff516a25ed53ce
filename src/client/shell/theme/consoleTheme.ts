import type { CheckboxProps } from '@mui/material/Checkbox';
import type { Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brandThemeOptions } from './brand';

// docs/navigation.md#drawer-widths: the drawer's two widths.
export const DRAWER_WIDTH = 240;
export const DRAWER_COLLAPSED_WIDTH = 76;

/**
 * react-admin's default theme in the portal's identity, with the drawer's widths; on a phone every
 * dialog fills the screen (docs/screens.md#small-screens), as MUI's `fullScreen` draws it, here
 * once for the portal's dialogs and react-admin's own (the delete confirmation).
 * @example <Admin theme={consoleTheme} />
 */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    ...brandThemeOptions.palette,
    // MUI's red (#d32f2f) reads at 3.8:1 on react-admin's grey form toolbar (#e0e0e0, the Delete
    // button), under WCAG AA's 4.5:1; this one reads at 5:1 (docs/screens.md#accessibility).
    error: { main: '#B71C1C' },
  },
  typography: { ...defaultTheme.typography, ...brandThemeOptions.typography },
  sidebar: { width: DRAWER_WIDTH, closedWidth: DRAWER_COLLAPSED_WIDTH },
  components: {
    ...defaultTheme.components,
    // docs/screens.md#accessibility: react-admin names a row's checkbox with `aria-label` ("Select
    // this row"), which MUI puts on the span around the input: the input has no name and the span
    // a label it may not carry. The name moves to the input; the input's own props still apply.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: CheckboxProps) => ({
            'aria-label': ownerState['aria-label'],
            ...ownerState.inputProps,
          }),
        },
      },
    },
    // A disabled field's helper text (the currency under a money input the user may not change)
    // stays readable: MUI greys it to 2.5:1, under WCAG AA, and it still says something.
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.Mui-disabled': { color: theme.palette.text.secondary },
        }),
      },
    },
    MuiDialog: {
      styleOverrides: {
        paper: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.down('sm')]: {
            margin: 0,
            width: '100%',
            maxWidth: '100%',
            height: '100%',
            maxHeight: 'none',
            borderRadius: 0,
          },
        }),
      },
    },
  },
};
