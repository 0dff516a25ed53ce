import { Button, CircularProgress, type ButtonProps } from '@mui/material';

/** A button that is disabled and shows a spinner while its call runs. */
export function BusyButton(props: ButtonProps & { busy: boolean }) {
  const { busy, children, disabled, ...buttonProps } = props;
  return (
    <Button
      variant="contained"
      {...buttonProps}
      disabled={busy || disabled}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : buttonProps.startIcon}
    >
      {children}
    </Button>
  );
}
