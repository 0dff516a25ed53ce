import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TlsExportDetail } from '../tlsExports';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';
import '../../../client/i18n/late/tlsExport';

/**
 * docs/tls-export.md#batches: a batch whose job gave up: its error, what became of its orders, and
 * Try again, which goes on from the orders it had moved; `onRetried` reloads the batch.
 * @example <BatchFailed batch={batch} path={path} onRetried={reload} />
 */
export function BatchFailed({
  batch,
  path,
  onRetried,
}: {
  batch: TlsExportDetail;
  path: string;
  onRetried: () => void;
}) {
  const { http } = usePortalServices();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  // Shown in the screen, as the other TLS screens do: react-admin's notifications reshuffle the
  // orders list's first-load chunks (bench/bundle).
  const [failed, setFailed] = useState<string | null>(null);
  const tryAgain = async () => {
    setBusy(true);
    try {
      await http.post(`${path}/retry`);
      onRetried();
    } catch (failure) {
      setFailed((failure as Error).message || translate('portal.tlsExport.notRetried'));
    }
    setBusy(false);
  };
  return (
    <Paper sx={{ p: 2 }}>
      <Typography role="alert" color="error">
        {translate('portal.tlsExport.failed', { error: batch.error ?? '' })}
      </Typography>
      <Typography sx={{ my: 1 }}>
        {translate('portal.tlsExport.failedHelp', {
          done: batch.progress.done,
          total: batch.progress.total,
        })}
      </Typography>
      <Button variant="contained" disabled={busy} onClick={tryAgain}>
        {translate('portal.tlsExport.tryAgain')}
      </Button>
      {failed && (
        <Typography role="alert" color="error">
          {failed}
        </Typography>
      )}
    </Paper>
  );
}
