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
import { Title, useTranslate } from 'react-admin';
import type { TlsApiKey, TlsApiKeyCreated } from '../tlsExports';
import { apiPaths } from '../../../shared/apiPaths';
import { useDateText } from '../../../client/common/useDateText';
import { WideTable } from '../../../client/common/WideTable';
import { useApiRead } from '../../../client/common/useApiRead';
import '../../../client/i18n/late/tlsExport';

/** docs/tls-export.md#api-keys: admins name, create (shown once) and revoke TLS's API keys. */
export function ApiKeysPage() {
  const { data, error, reload, http } = useApiRead<TlsApiKey[]>(apiPaths.tlsExports.keys);
  const [name, setName] = useState('');
  const translate = useTranslate();
  const dateTime = useDateText('dateTime');
  const when = (iso: string | null) => (iso ? dateTime(iso) : '');
  const [shown, setShown] = useState<TlsApiKeyCreated | null>(null);
  // Shown in the screen, not through react-admin's notifications: importing those from this
  // chunk reshuffles the orders list's first-load chunks (bench/bundle).
  const [failed, setFailed] = useState<string | null>(null);
  const fail = (failure: unknown) => setFailed((failure as Error).message);
  const create = async () => {
    try {
      setShown(await http.post<TlsApiKeyCreated>(apiPaths.tlsExports.keys, { name }));
      setName('');
      reload();
    } catch (failure) {
      fail(failure);
    }
  };
  const revoke = async (id: string) => {
    try {
      await http.post(`${apiPaths.tlsExports.keys}/${id}/revoke`);
      reload();
    } catch (failure) {
      fail(failure);
    }
  };
  return (
    <Paper sx={{ p: 2 }}>
      <Title title="portal.tlsExport.keysTitle" />
      {shown && (
        <Typography role="status" sx={{ my: 1, wordBreak: 'break-all' }}>
          {translate('portal.tlsExport.copyKey', { name: shown.name })}
          <code>{shown.key}</code>
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ my: 1 }}>
        <TextField
          size="small"
          label={translate('portal.tlsExport.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button variant="contained" disabled={!name.trim()} onClick={create}>
          {translate('portal.tlsExport.createKey')}
        </Button>
      </Stack>
      {(failed ?? error) && (
        <Typography role="alert" color="error">
          {failed ?? error}
        </Typography>
      )}
      <WideTable label={translate('portal.tlsExport.apiKeys')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('portal.tlsExport.name')}</TableCell>
            <TableCell>{translate('portal.tlsExport.key')}</TableCell>
            <TableCell>{translate('portal.tlsExport.created')}</TableCell>
            <TableCell>{translate('portal.tlsExport.lastUsed')}</TableCell>
            <TableCell>{translate('portal.tlsExport.revoked')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(data ?? []).map((key) => (
            <TableRow key={key.id}>
              <TableCell>{key.name}</TableCell>
              <TableCell>{key.prefix}…</TableCell>
              <TableCell>
                {translate('portal.tlsExport.createdAtBy', {
                  when: when(key.createdAt),
                  name: key.createdByName,
                })}
              </TableCell>
              <TableCell>{when(key.lastUsedAt)}</TableCell>
              <TableCell>{when(key.revokedAt)}</TableCell>
              <TableCell>
                {!key.revokedAt && (
                  <Button size="small" color="error" onClick={() => revoke(key.id)}>
                    {translate('portal.tlsExport.revoke')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </WideTable>
    </Paper>
  );
}
