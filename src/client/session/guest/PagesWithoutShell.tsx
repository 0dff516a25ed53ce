import { Route, Routes } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { CompleteProfilePage } from './CompleteProfilePage';
import { ConfirmClientLinkPage } from './ConfirmClientLinkPage';
import { EmailVerificationPage } from './EmailVerificationPage';
import { FirstAdminPage } from './FirstAdminPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { GuestToasts } from './GuestToasts';
import './guest.css';

/**
 * docs/guards.md#public-routes, #routes-without-the-shell: the guest-only pages and the two signed-in pages without the main shell. Their own chunk,
 * without react-admin or MUI, so a first visit to /auth/login stays small (bench/bundle).
 */
export function PagesWithoutShell() {
  return (
    <GuestToasts>
      <Routes>
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.register} element={<RegisterPage />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={`${paths.resetPassword}/*`} element={<ResetPasswordPage />} />
        <Route path={`${paths.firstAdmin}/*`} element={<FirstAdminPage />} />
        <Route path={paths.emailVerification} element={<EmailVerificationPage />} />
        <Route path={paths.completeProfile} element={<CompleteProfilePage />} />
        <Route path={paths.confirmClientLink} element={<ConfirmClientLinkPage />} />
      </Routes>
    </GuestToasts>
  );
}
