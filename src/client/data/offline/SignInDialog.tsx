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
import { useTranslate } from 'react-admin';
import '../../i18n/late/offline';

/**
 * docs/offline.md#expired-session: the session ended while changes wait; the collector types the
 * password in place, stays on the screen, and the queue goes on.
 */
export function SignInDialog({ onSignIn }: { onSignIn(password: string): Promise<void> }) {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSignIn(password);
    } catch (failure) {
      setError(
        failure instanceof Error ? failure.message : translate('portal.offline.signIn.failed'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open aria-labelledby="offline-sign-in-title">
      <form onSubmit={submit}>
        <DialogTitle id="offline-sign-in-title">
          {translate('portal.offline.signIn.title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('portal.offline.signIn.explanation')}</DialogContentText>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="password"
            label={translate('portal.offline.signIn.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button type="submit" variant="contained" disabled={busy || !password}>
            {translate('portal.offline.signIn.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
