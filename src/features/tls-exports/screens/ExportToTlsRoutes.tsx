import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
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
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {translate('portal.tlsExport.title')}
        </Typography>
        {isAdmin && (
          <Button component={RouterLink} to={`${paths.exportToTls}/api-keys`}>
            {translate('portal.tlsExport.apiKeys')}
          </Button>
        )}
      </Stack>
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
