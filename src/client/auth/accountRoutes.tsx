import { Route } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { AccountSettingsPage } from '../account/AccountSettingsPage';
import { CompleteProfilePage } from '../account/CompleteProfilePage';
import { ProfilePage } from '../account/ProfilePage';
import { EmailVerificationPage } from './pages/EmailVerificationPage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';

// SPEC 2: the guest-only pages and the two signed-in pages without the main shell.
export const pagesWithoutShell = [
  <Route key="login" path={paths.login} element={<LoginPage />} />,
  <Route key="register" path={paths.register} element={<RegisterPage />} />,
  <Route key="forgot" path={paths.forgotPassword} element={<ForgotPasswordPage />} />,
  <Route key="reset" path={`${paths.resetPassword}/*`} element={<ResetPasswordPage />} />,
  <Route key="verify" path={paths.emailVerification} element={<EmailVerificationPage />} />,
  <Route key="complete" path={paths.completeProfile} element={<CompleteProfilePage />} />,
];

// SPEC 2: the account screens inside the shell.
export const accountPagesInShell = [
  <Route key="profile" path={paths.profile} element={<ProfilePage />} />,
  <Route key="settings" path={`${paths.accountSettings}/*`} element={<AccountSettingsPage />} />,
];
