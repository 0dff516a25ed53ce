import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatOrderNumber, ORDER_STATUS_KEYS } from '../../orders/orderStatuses';
import type { TlsExportDetail, TlsWaitingOrder } from '../tlsExports';
import { apiPaths } from '../../../shared/apiPaths';
import { formatMoney } from '../../../shared/money';
import { paths } from '../../../shared/paths';
import { WideTable } from '../../../client/common/WideTable';
import { batchSummary } from './batchSummary';
import { useApiRead } from '../../../client/common/useApiRead';
import '../../../client/i18n/late/tlsExport';

/**
 * docs/tls-export.md#batches: the orders waiting for export, picked all or some, previewed,
 * exported; those a batch not done yet holds are shown in it, not to be picked; those whose deposit
 * is unpaid say so, and picking them asks for staff's reason.
 */
export function WaitingOrders() {
  const { data, error, http } = useApiRead<TlsWaitingOrder[]>(apiPaths.tlsExports.waiting);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [depositReason, setDepositReason] = useState('');
  // Shown in the screen, not through react-admin's notifications: importing those from this
  // chunk reshuffles the orders list's first-load chunks (bench/bundle).
  const [failed, setFailed] = useState<string | null>(null);
  const navigate = useNavigate();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (error) return <Typography color="error">{error}</Typography>;
  if (!data) return <Typography>{translate('portal.tlsExport.loading')}</Typography>;
  const free = data.filter((order) => !order.inBatch);
  const chosen = free.filter((order) => picked.has(order.id));
  const summary = batchSummary(chosen);
  // docs/tls-export.md#the-deposit: picking an order whose deposit is unpaid asks for the reason.
  const needsReason = chosen.some((order) => order.depositDueMinor > 0);
  const reason = needsReason ? depositReason.trim() : '';
  const toggle = (id: string) =>
    setPicked((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const create = async () => {
    setBusy(true);
    try {
      const batch = await http.post<TlsExportDetail>(apiPaths.tlsExports.list, {
        orderIds: chosen.map((order) => order.id),
        ...(reason && { depositReason: reason }),
      });
      navigate(`${paths.exportToTls}/${batch.id}`);
    } catch (failure) {
      setFailed((failure as Error).message || translate('portal.tlsExport.notCreated'));
      setBusy(false);
    }
  };
  const allPicked = free.length > 0 && chosen.length === free.length;
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('portal.tlsExport.waiting')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('portal.tlsExport.waitingExplained')}
      </Typography>
      {data.length === 0 ? (
        <Typography>{translate('portal.tlsExport.noneWaiting')}</Typography>
      ) : (
        <WideTable label={translate('portal.tlsExport.waitingTable')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allPicked}
                  indeterminate={chosen.length > 0 && !allPicked}
                  onChange={() => setPicked(allPicked ? new Set() : new Set(free.map((o) => o.id)))}
                  inputProps={{ 'aria-label': translate('portal.tlsExport.pickAll') }}
                />
              </TableCell>
              <TableCell>{translate('portal.tlsExport.order')}</TableCell>
              <TableCell>{translate('portal.tlsExport.status')}</TableCell>
              <TableCell>{translate('portal.tlsExport.client')}</TableCell>
              <TableCell>{translate('portal.tlsExport.outfitter')}</TableCell>
              <TableCell align="right">{translate('portal.tlsExport.lines')}</TableCell>
              <TableCell align="right">{translate('portal.tlsExport.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((order) => (
              <TableRow key={order.id}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={!order.inBatch && picked.has(order.id)}
                    disabled={Boolean(order.inBatch)}
                    onChange={() => toggle(order.id)}
                    inputProps={{
                      'aria-label': translate('portal.tlsExport.pick', {
                        number: formatOrderNumber(order.number),
                      }),
                    }}
                  />
                </TableCell>
                <TableCell>{formatOrderNumber(order.number)}</TableCell>
                <TableCell>
                  {translate(ORDER_STATUS_KEYS[order.status])}
                  {order.depositDueMinor > 0 && (
                    <>
                      {', '}
                      {translate('portal.tlsExport.depositDue', {
                        due: formatMoney(order.depositDueMinor, order.currency, locale),
                      })}
                    </>
                  )}
                  {order.inBatch && (
                    <>
                      {', '}
                      <Link component={RouterLink} to={`${paths.exportToTls}/${order.inBatch.id}`}>
                        {translate('portal.tlsExport.inBatch', { number: order.inBatch.number })}
                      </Link>
                    </>
                  )}
                </TableCell>
                <TableCell>{order.clientName}</TableCell>
                <TableCell>{order.outfitterName ?? ''}</TableCell>
                <TableCell align="right">{order.lineCount}</TableCell>
                <TableCell align="right">
                  {formatMoney(order.totalMinor, order.currency, locale)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </WideTable>
      )}
      {needsReason && (
        <TextField
          label={translate('portal.tlsExport.depositReason')}
          helperText={translate('portal.tlsExport.depositReasonHelp')}
          value={depositReason}
          onChange={(event) => setDepositReason(event.target.value)}
          required
          fullWidth
          multiline
          sx={{ mt: 2 }}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Typography aria-label={translate('portal.tlsExport.preview')}>
          {translate('portal.tlsExport.summary', { orders: summary.orders, lines: summary.lines })}
          {summary.totals
            .map(([currency, minor]) => `, ${formatMoney(minor, currency, locale)}`)
            .join('')}
        </Typography>
        <Button
          variant="contained"
          disabled={busy || chosen.length === 0 || (needsReason && !reason)}
          onClick={create}
        >
          {translate('portal.tlsExport.createBatch')}
        </Button>
      </Stack>
      {failed && (
        <Typography role="alert" color="error">
          {failed}
        </Typography>
      )}
    </Paper>
  );
}
