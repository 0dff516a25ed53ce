import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';

/**
 * docs/offline.md#expired-session: the session ended while changes wait; the collector types the
 * password in place, stays on the screen, and the queue goes on.
 */
export function SignInDialog({ onSignIn }: { onSignIn(password: string): Promise<void> }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSignIn(password);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Sign-in failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open aria-labelledby="offline-sign-in-title">
      <form onSubmit={submit}>
        <DialogTitle id="offline-sign-in-title">Sign in again</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your session has expired. Your waiting changes are kept; enter your password to send
            them.
          </DialogContentText>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="password"
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button type="submit" variant="contained" disabled={busy || !password}>
            Sign in
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
