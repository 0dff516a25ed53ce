import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { Account } from '../../../resources/auth';
import { paths } from '../../shared/paths';
import { AddressSettingsForm } from './AddressSettingsForm';
import { PasswordSettingsForm } from './PasswordSettingsForm';
import { ProfileSettingsForm } from './ProfileSettingsForm';
import { useAccount } from './useAccount';

const tabs = [
  {
    label: 'Profile',
    path: `${paths.accountSettings}/profile`,
    form: <WithAccount>{(account) => <ProfileSettingsForm account={account} />}</WithAccount>,
  },
  { label: 'Password', path: `${paths.accountSettings}/password`, form: <PasswordSettingsForm /> },
  {
    label: 'Address',
    path: `${paths.accountSettings}/address`,
    form: <WithAccount>{(account) => <AddressSettingsForm account={account} />}</WithAccount>,
  },
];

/** /account-settings/*: one tab and sub-route each for profile, password and address. */
export function AccountSettingsPage() {
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname.startsWith(tab.path));
  // /account-settings itself, and any sub-path that is no tab, open the first tab.
  if (!current) return <Navigate to={tabs[0]?.path ?? paths.home} replace />;

  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Account settings
      </Typography>
      <Card>
        <Tabs value={current.path} aria-label="Account settings" sx={{ px: 2 }}>
          {tabs.map((tab) => (
            <Tab key={tab.path} label={tab.label} value={tab.path} component={Link} to={tab.path} />
          ))}
        </Tabs>
        <CardContent>{current.form}</CardContent>
      </Card>
    </Box>
  );
}

/** The tabs that edit saved details wait for GET /api/clients/account. */
function WithAccount(props: { children: (account: Account) => ReactNode }) {
  const account = useAccount();
  if (account.isPending) return <Typography color="text.secondary">Loading...</Typography>;
  if (!account.data) {
    return (
      <Typography color="error">Your account could not be loaded. Please try again.</Typography>
    );
  }
  return props.children(account.data);
}
