import { Route } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { AccountSettingsPage } from '../account/AccountSettingsPage';
import { ProfilePage } from '../account/ProfilePage';

// SPEC 2: the account screens inside the shell. The pages without the shell are the guest chunk's
// (guest/PagesWithoutShell).
export const accountPagesInShell = [
  <Route key="profile" path={paths.profile} element={<ProfilePage />} />,
  <Route key="settings" path={`${paths.accountSettings}/*`} element={<AccountSettingsPage />} />,
];
