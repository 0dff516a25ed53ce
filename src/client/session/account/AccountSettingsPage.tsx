import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { Account } from '../../../shared/authCalls';
import { paths } from '../../../shared/paths';
import { AddressSettingsForm } from './AddressSettingsForm';
import { LanguageSetting } from './LanguageSetting';
import { NotificationSettingsTab } from './NotificationSettingsForm';
import { OwnStatementButton } from './OwnStatementButton';
import { PasswordSettingsForm } from './PasswordSettingsForm';
import { ProfileSettingsForm } from './ProfileSettingsForm';
import { useAccount } from './useAccount';
import '../../i18n/late/account';

const tabs = [
  {
    label: 'portal.account.settings.tabs.profile',
    path: `${paths.accountSettings}/profile`,
    form: <WithAccount>{(account) => <ProfileSettingsForm account={account} />}</WithAccount>,
  },
  {
    label: 'portal.account.settings.tabs.password',
    path: `${paths.accountSettings}/password`,
    form: <PasswordSettingsForm />,
  },
  {
    label: 'portal.account.settings.tabs.address',
    path: `${paths.accountSettings}/address`,
    form: <WithAccount>{(account) => <AddressSettingsForm account={account} />}</WithAccount>,
  },
  {
    label: 'portal.account.settings.tabs.notifications',
    path: `${paths.accountSettings}/notifications`,
    form: <NotificationSettingsTab />,
  },
];

/**
 * /account-settings/*: the language above one tab and sub-route each for profile, password,
 * address and e-mails.
 */
export function AccountSettingsPage() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const current = tabs.find((tab) => pathname.startsWith(tab.path));
  // /account-settings itself, and any sub-path that is no tab, open the first tab.
  if (!current) return <Navigate to={tabs[0]?.path ?? paths.home} replace />;
  const title = translate('portal.account.settings.title');

  return (
    <Box sx={{ py: 3 }}>
      <Title title="portal.account.settings.title" />
      <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <LanguageSetting />
        <OwnStatementButton />
      </Box>
      <Card>
        {/* Four tabs are wider than a 360 px phone: they scroll there (docs/screens.md#small-screens). */}
        <Tabs
          value={current.path}
          aria-label={title}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ px: { xs: 0, sm: 2 } }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.path}
              label={translate(tab.label)}
              value={tab.path}
              component={Link}
              to={tab.path}
            />
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
  const translate = useTranslate();
  if (account.isPending) {
    return <Typography color="text.secondary">{translate('portal.shell.loading')}</Typography>;
  }
  if (!account.data) {
    return <Typography color="error">{translate('portal.account.settings.loadFailed')}</Typography>;
  }
  return props.children(account.data);
}
