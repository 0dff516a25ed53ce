import { Route } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { lazyScreen } from '../../shell/screens/lazyScreen';

// docs/guards.md#loading-screens: the account screens inside the shell, loaded on demand. The pages without the shell are
// the guest chunk's (guest/PagesWithoutShell).
const ProfilePage = lazyScreen(() => import('./ProfilePage'), 'ProfilePage');
const AccountSettingsPage = lazyScreen(
  () => import('./AccountSettingsPage'),
  'AccountSettingsPage',
);

export const accountPagesInShell = [
  <Route key="profile" path={paths.profile} element={<ProfilePage />} />,
  <Route key="settings" path={`${paths.accountSettings}/*`} element={<AccountSettingsPage />} />,
];
