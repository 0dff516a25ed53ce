import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { AddressSettingsForm } from './AddressSettingsForm';
import { PasswordSettingsForm } from './PasswordSettingsForm';
import { ProfileSettingsForm } from './ProfileSettingsForm';
import { useAccount } from './useAccount';

const tabs = [
  { label: 'Profile', path: `${paths.accountSettings}/profile` },
  { label: 'Password', path: `${paths.accountSettings}/password` },
  { label: 'Address', path: `${paths.accountSettings}/address` },
];

/** /account-settings/*: one tab and sub-route each for profile, password and address. */
export function AccountSettingsPage() {
  const { pathname } = useLocation();
  const account = useAccount();
  const current = tabs.find((tab) => pathname.startsWith(tab.path)) ?? tabs[0];

  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Account settings
      </Typography>
      <Card>
        <Tabs value={current?.path} aria-label="Account settings" sx={{ px: 2 }}>
          {tabs.map((tab) => (
            <Tab key={tab.path} label={tab.label} value={tab.path} component={Link} to={tab.path} />
          ))}
        </Tabs>
        <CardContent>
          {account.isPending && <Typography color="text.secondary">Loading...</Typography>}
          {account.isError && (
            <Typography color="error">
              Your account could not be loaded. Please try again.
            </Typography>
          )}
          {account.data && (
            <Routes>
              <Route index element={<Navigate to="profile" replace />} />
              <Route path="profile" element={<ProfileSettingsForm account={account.data} />} />
              <Route path="password" element={<PasswordSettingsForm />} />
              <Route path="address" element={<AddressSettingsForm account={account.data} />} />
              <Route path="*" element={<Navigate to="profile" replace />} />
            </Routes>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
