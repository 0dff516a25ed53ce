import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { formatOrderNumber, ORDER_STATUS_KEYS } from '../../orders/orderStatuses';
import type { TlsExportDetail } from '../tlsExports';
import { apiPaths } from '../../../shared/apiPaths';
import { formatMoney } from '../../../shared/money';
import { paths } from '../../../shared/paths';
import { useDateText } from '../../../client/common/useDateText';
import { WideTable } from '../../../client/common/WideTable';
import { BatchFailed } from './BatchFailed';
import { BatchProgress } from './BatchProgress';
import { useApiRead } from '../../../client/common/useApiRead';
import '../../../client/i18n/late/tlsExport';

/**
 * docs/tls-export.md#batches: one batch and its orders; while it runs, its progress; failed, its
 * error and Try again; done, its checksum, download, TLS's answers and re-export.
 */
export function BatchPage() {
  const { id = '' } = useParams();
  const path = `${apiPaths.tlsExports.list}/${id}`;
  const { data: batch, error, http, reload } = useApiRead<TlsExportDetail>(path);
  const [reason, setReason] = useState('');
  // Shown in the screen, not through react-admin's notifications: importing those from this
  // chunk reshuffles the orders list's first-load chunks (bench/bundle).
  const [failed, setFailed] = useState<string | null>(null);
  const navigate = useNavigate();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dateTime = useDateText('dateTime');
  // docs/screens.md#accessibility: the batch names itself in the header, as every screen does;
  // until it comes, the screen's name stands there.
  if (error || !batch) {
    return (
      <>
        <Title title="portal.tlsExport.title" />
        {error ? (
          <Typography color="error">{error}</Typography>
        ) : (
          <Typography>{translate('portal.tlsExport.loading')}</Typography>
        )}
      </>
    );
  }
  const rejected = new Set(batch.rejected);
  const done = batch.status === 'done';
  const reexport = async () => {
    try {
      const again = await http.post<TlsExportDetail>(apiPaths.tlsExports.list, {
        orderIds: batch.orders.map((order) => order.id),
        reexportReason: reason,
      });
      navigate(`${paths.exportToTls}/${again.id}`);
    } catch (failure) {
      setFailed((failure as Error).message || translate('portal.tlsExport.notCreated'));
    }
  };
  return (
    <Stack spacing={2}>
      <Title title={translate('portal.tlsExport.batchNumber', { number: batch.number })} />
      <Paper sx={{ p: 2 }}>
        <Typography>
          {translate(done ? 'portal.tlsExport.createdBy' : 'portal.tlsExport.createdByRunning', {
            when: dateTime(batch.createdAt),
            name: batch.createdByName,
            orders: batch.orderCount,
            lines: batch.lineCount,
          })}
        </Typography>
        {batch.reexportReason && (
          <Typography>
            {translate('portal.tlsExport.reexportReason', { reason: batch.reexportReason })}
          </Typography>
        )}
        {done && (
          <>
            <Typography sx={{ wordBreak: 'break-all' }}>
              {translate('portal.tlsExport.checksum', { checksum: batch.checksumSha256 })}
            </Typography>
            <Button variant="contained" href={`${path}/file`} download sx={{ mt: 1 }}>
              {translate('portal.tlsExport.download')}
            </Button>
          </>
        )}
      </Paper>
      {batch.status === 'running' && <BatchProgress path={path} onSettled={reload} />}
      {batch.status === 'failed' && <BatchFailed batch={batch} path={path} onRetried={reload} />}
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {translate('portal.tlsExport.orders')}
        </Typography>
        <WideTable label={translate('portal.tlsExport.ordersInBatch')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('portal.tlsExport.order')}</TableCell>
              <TableCell>{translate('portal.tlsExport.client')}</TableCell>
              <TableCell>{translate('portal.tlsExport.status')}</TableCell>
              <TableCell align="right">{translate('portal.tlsExport.total')}</TableCell>
              <TableCell>TLS</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {batch.orders.map((order) => (
              <TableRow key={order.id} selected={rejected.has(order.number)}>
                <TableCell>{formatOrderNumber(order.number)}</TableCell>
                <TableCell>{order.clientName}</TableCell>
                <TableCell>{translate(ORDER_STATUS_KEYS[order.status])}</TableCell>
                <TableCell align="right">
                  {formatMoney(order.totalMinor, order.currency, locale)}
                </TableCell>
                <TableCell>
                  {rejected.has(order.number) ? translate('portal.tlsExport.rejected') : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </WideTable>
      </Paper>
      {done && (
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            {translate('portal.tlsExport.acknowledgements')}
          </Typography>
          {batch.acks.length === 0 && (
            <Typography>{translate('portal.tlsExport.noAcknowledgement')}</Typography>
          )}
          {batch.acks.map((ack) => (
            <Typography key={ack.id}>
              {translate('portal.tlsExport.acknowledgement', {
                when: dateTime(ack.receivedAt),
                by: ack.by,
                accepted: ack.accepted.length,
              })}
              {ack.rejected.length > 0 &&
                translate('portal.tlsExport.acknowledgementRejected', {
                  numbers: ack.rejected.map(formatOrderNumber).join(', '),
                })}
              {ack.note && ` (${ack.note})`}
            </Typography>
          ))}
        </Paper>
      )}
      {done && (
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            {translate('portal.tlsExport.exportAgain')}
          </Typography>
          <Stack direction="row" spacing={2}>
            <TextField
              size="small"
              label={translate('portal.tlsExport.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <Button variant="outlined" disabled={!reason.trim()} onClick={reexport}>
              {translate('portal.tlsExport.reexport')}
            </Button>
          </Stack>
          {failed && (
            <Typography role="alert" color="error">
              {failed}
            </Typography>
          )}
        </Paper>
      )}
    </Stack>
  );
}
