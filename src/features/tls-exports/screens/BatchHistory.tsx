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
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { TlsExport, TlsExportListFilter } from '../tlsExports';
import { apiPaths } from '../../../shared/apiPaths';
import { paths } from '../../../shared/paths';
import { useDateText } from '../../../client/common/useDateText';
import { WideTable } from '../../../client/common/WideTable';
import { StudioPicker } from '../../../client/common/datePickers/StudioPicker';
import { useApiRead } from '../../../client/common/useApiRead';
import '../../../client/i18n/late/tlsExport';

const listPath = (filter: TlsExportListFilter) =>
  `${apiPaths.tlsExports.list}?range=[0,99]&filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** docs/tls-export.md#api: the batches, newest first, filtered by number and creation dates. */
export function BatchHistory() {
  const [number, setNumber] = useState('');
  const translate = useTranslate();
  const dateTime = useDateText('dateTime');
  const [createdFrom, setFrom] = useState('');
  const [createdTo, setTo] = useState('');
  const filter: TlsExportListFilter = {
    ...(/^\d+$/.test(number) && { number: Number(number) }),
    ...(createdFrom && { createdFrom }),
    ...(createdTo && { createdTo }),
  };
  const { data, error } = useApiRead<TlsExport[]>(listPath(filter));
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('portal.tlsExport.batches')}
      </Typography>
      {/* One filter under another on a phone, where three in a row leave the dates unreadable. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 1 }}>
        <TextField
          size="small"
          label={translate('portal.tlsExport.number')}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
        />
        <StudioPicker
          kind="day"
          label={translate('portal.tlsExport.createdFrom')}
          value={createdFrom}
          onChange={(day) => setFrom(day ?? '')}
        />
        <StudioPicker
          kind="day"
          label={translate('portal.tlsExport.createdTo')}
          value={createdTo}
          onChange={(day) => setTo(day ?? '')}
        />
      </Stack>
      {error && <Typography color="error">{error}</Typography>}
      <WideTable label={translate('portal.tlsExport.batches')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('portal.tlsExport.batch')}</TableCell>
            <TableCell>{translate('portal.tlsExport.created')}</TableCell>
            <TableCell>{translate('portal.tlsExport.by')}</TableCell>
            <TableCell align="right">{translate('portal.tlsExport.orders')}</TableCell>
            <TableCell>TLS</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(data ?? []).map((batch) => (
            <TableRow key={batch.id}>
              <TableCell>
                <Link component={RouterLink} to={`${paths.exportToTls}/${batch.id}`}>
                  {translate('portal.tlsExport.batchNumber', { number: batch.number })}
                </Link>
                {batch.reexportReason ? translate('portal.tlsExport.reexported') : ''}
                {batch.status === 'running' &&
                  translate('portal.tlsExport.runningShort', batch.progress)}
                {batch.status === 'failed' && translate('portal.tlsExport.failedShort')}
              </TableCell>
              <TableCell>{dateTime(batch.createdAt)}</TableCell>
              <TableCell>{batch.createdByName}</TableCell>
              <TableCell align="right">{batch.orderCount}</TableCell>
              <TableCell>
                {!batch.acknowledged
                  ? translate('portal.tlsExport.notAcknowledged')
                  : batch.rejected.length > 0
                    ? translate('portal.tlsExport.someRejected', { count: batch.rejected.length })
                    : translate('portal.tlsExport.allAccepted')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </WideTable>
    </Paper>
  );
}
