import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useCurrentUser } from '../../../client/session/auth/useCurrentUser';
import { ApiKeysPage } from './ApiKeysPage';
import { BatchHistory } from './BatchHistory';
import { BatchPage } from './BatchPage';
import { WaitingOrders } from './WaitingOrders';
import '../../../client/i18n/late/tlsExport';

function ExportHome() {
  // The session's own query, not react-admin's permissions: sharing those modules with the orders
  // screens reshuffles the orders list's first-load chunks (bench/bundle).
  const translate = useTranslate();
  const isAdmin = useCurrentUser().data?.roles.includes('admin') ?? false;
  return (
    <Stack spacing={2}>
      <Title title="portal.tlsExport.title" />
      {isAdmin && (
        <Button
          component={RouterLink}
          to={`${paths.exportToTls}/api-keys`}
          sx={{ alignSelf: 'flex-end' }}
        >
          {translate('portal.tlsExport.apiKeys')}
        </Button>
      )}
      <WaitingOrders />
      <BatchHistory />
    </Stack>
  );
}

/** `admin/export-to-tls/*` (docs/tls-export.md): loaded only when the screen opens (lazyScreen). */
export function ExportToTlsRoutes() {
  return (
    <Routes>
      <Route index element={<ExportHome />} />
      <Route path="api-keys" element={<ApiKeysPage />} />
      <Route path=":id" element={<BatchPage />} />
    </Routes>
  );
}
