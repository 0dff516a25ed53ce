import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { formatOrderNumber, ORDER_STATUS_KEYS } from '../../../resources/orderStatuses';
import type { TlsExportDetail } from '../../../resources/tlsExports';
import { apiPaths } from '../../shared/apiPaths';
import { formatMoney } from '../../shared/money';
import { paths } from '../../shared/paths';
import { useTlsCall } from './useTlsCall';

/** docs/tls-export.md#batches: one batch, its orders, checksum, TLS's answers, download, re-export. */
export function BatchPage() {
  const { id = '' } = useParams();
  const path = `${apiPaths.tlsExports.list}/${id}`;
  const { data: batch, error, http } = useTlsCall<TlsExportDetail>(path);
  const [reason, setReason] = useState('');
  // Shown in the screen, not through react-admin's notifications: importing those from this
  // chunk reshuffles the orders list's first-load chunks (bench/bundle).
  const [failed, setFailed] = useState<string | null>(null);
  const navigate = useNavigate();
  const translate = useTranslate();
  if (error) return <Typography color="error">{error}</Typography>;
  if (!batch) return <Typography>Loading...</Typography>;
  const rejected = new Set(batch.rejected);
  const reexport = async () => {
    try {
      const again = await http.post<TlsExportDetail>(apiPaths.tlsExports.list, {
        orderIds: batch.orders.map((order) => order.id),
        reexportReason: reason,
      });
      navigate(`${paths.exportToTls}/${again.id}`);
    } catch (failure) {
      setFailed((failure as Error).message || 'The batch was not created');
    }
  };
  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h5" component="h1">
          Batch {batch.number}
        </Typography>
        <Typography>
          Created {new Date(batch.createdAt).toLocaleString()} by {batch.createdByName};{' '}
          {batch.orderCount} orders, {batch.lineCount} lines
        </Typography>
        {batch.reexportReason && <Typography>Re-export: {batch.reexportReason}</Typography>}
        <Typography sx={{ wordBreak: 'break-all' }}>SHA-256: {batch.checksumSha256}</Typography>
        <Button variant="contained" href={`${path}/file`} download sx={{ mt: 1 }}>
          Download
        </Button>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          Orders
        </Typography>
        <Table size="small" aria-label="Orders in the batch">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Client</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell>TLS</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {batch.orders.map((order) => (
              <TableRow key={order.id} selected={rejected.has(order.number)}>
                <TableCell>{formatOrderNumber(order.number)}</TableCell>
                <TableCell>{order.clientName}</TableCell>
                <TableCell>{translate(ORDER_STATUS_KEYS[order.status])}</TableCell>
                <TableCell align="right">{formatMoney(order.totalMinor, order.currency)}</TableCell>
                <TableCell>{rejected.has(order.number) ? 'Rejected' : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          Acknowledgements
        </Typography>
        {batch.acks.length === 0 && (
          <Typography>TLS has not acknowledged this batch yet.</Typography>
        )}
        {batch.acks.map((ack) => (
          <Typography key={ack.id}>
            {new Date(ack.receivedAt).toLocaleString()} by {ack.by}: {ack.accepted.length} accepted
            {ack.rejected.length > 0 &&
              `, rejected ${ack.rejected.map(formatOrderNumber).join(', ')}`}
            {ack.note && ` (${ack.note})`}
          </Typography>
        ))}
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          Export again
        </Typography>
        <Stack direction="row" spacing={2}>
          <TextField
            size="small"
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button variant="outlined" disabled={!reason.trim()} onClick={reexport}>
            Re-export
          </Button>
        </Stack>
        {failed && (
          <Typography role="alert" color="error">
            {failed}
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
