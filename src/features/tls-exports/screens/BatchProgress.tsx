import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import type { TlsExportProgress } from '../tlsExports';
import { useApiRead } from '../../../client/common/useApiRead';
import '../../../client/i18n/late/tlsExport';

// docs/tls-export.md#batches: the page polls this small call while the batch runs, never the
// batch with its orders, however many it holds.
const POLL_MS = 1000;

/**
 * A running batch's progress (`path` is the batch's API path), read every second until it is done
 * or failed, when `onSettled` reloads the batch.
 * @example <BatchProgress path={`/api/tls-exports/${id}`} onSettled={reload} />
 */
export function BatchProgress({ path, onSettled }: { path: string; onSettled: () => void }) {
  const { data } = useApiRead<TlsExportProgress>(`${path}/progress`, POLL_MS);
  const translate = useTranslate();
  const settled = data !== null && data.status !== 'running';
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  const { done, total } = data?.progress ?? { done: 0, total: 0 };
  const writingFile = total > 0 && done === total;
  return (
    <Paper sx={{ p: 2 }}>
      <Typography role="status">
        {writingFile
          ? translate('portal.tlsExport.writingFile')
          : translate('portal.tlsExport.running', { done, total })}
      </Typography>
      <LinearProgress
        variant={writingFile ? 'indeterminate' : 'determinate'}
        value={total > 0 ? (100 * done) / total : 0}
        aria-label={translate('portal.tlsExport.progress')}
        sx={{ my: 1 }}
      />
      {data?.error && (
        <Typography color="text.secondary">
          {translate('portal.tlsExport.retrying', { error: data.error })}
        </Typography>
      )}
    </Paper>
  );
}
