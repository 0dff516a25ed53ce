import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { BusyButton } from '../forms/BusyButton';
import { useGuestNotify } from './GuestToasts';
import { Notice } from './Notice';
import { useAuthState } from '../auth/authState';
import { usePortalServices } from '../auth/PortalServicesContext';
import { useCurrentUser } from '../auth/useCurrentUser';
import { AuthCard } from './AuthCard';
import { OneTimeLinkCard } from './OneTimeLinkCard';
import { RouterLink } from './RouterLink';

/** /email-verification: confirms the e-mail's `?token=`, or asks the user to and offers a resend. */
export function EmailVerificationPage() {
  const token = useSearchParams()[0].get('token');
  return token ? <ConfirmToken token={token} /> : <AwaitConfirmation />;
}

function ConfirmToken(props: { token: string }) {
  const { account, authStore } = usePortalServices();
  const { loggedIn } = useAuthState(authStore);
  return (
    <OneTimeLinkCard
      name="confirm-email"
      token={props.token}
      confirm={account.confirmEmail}
      pendingTitle="Confirming your e-mail address"
      failed={() => (
        <>
          <Notice severity="warning">
            Confirmation links work once and for 24 hours.{' '}
            {loggedIn ? 'Ask for a new one below.' : 'Sign in to ask for a new one.'}
          </Notice>
          {loggedIn ? <ResendPanel /> : <SignInLink />}
        </>
      )}
      // Signed-in users are sent on by the guard once the refetched profile says confirmed.
      confirmedTitle="Your e-mail address is confirmed"
      confirmed={() => (
        <>
          <Notice severity="success">Thank you. You can now sign in and use Trophy Portal.</Notice>
          <SignInLink />
        </>
      )}
    />
  );
}

function SignInLink() {
  return (
    <div className="guest-footer">
      <RouterLink to={paths.login}>Go to sign in</RouterLink>
    </div>
  );
}

function AwaitConfirmation() {
  const email = useCurrentUser().data?.email;
  return (
    <AuthCard
      title="Confirm your e-mail address"
      intro={
        <>
          We sent a confirmation link to <strong>{email ?? 'your e-mail address'}</strong>. Open it
          to continue; it is valid for 24 hours.
        </>
      }
    >
      <ResendPanel />
    </AuthCard>
  );
}

function ResendPanel() {
  const { account } = usePortalServices();
  const notify = useGuestNotify();
  const navigate = useNavigate();
  const resend = useMutation({
    mutationFn: account.resendConfirmationEmail,
    onSuccess: () => notify('A new confirmation link is on its way.', { type: 'success' }),
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  // docs/sessions.md#logout: logout calls logout, then resets all cached API state; the user lands on sign in.
  const signOut = useMutation({
    mutationFn: account.logout,
    onSettled: () => navigate(paths.login, { replace: true }),
  });
  return (
    <div className="guest-form">
      <BusyButton busy={resend.isPending} onClick={() => resend.mutate()}>
        Resend the e-mail
      </BusyButton>
      <BusyButton variant="text" busy={signOut.isPending} onClick={() => signOut.mutate()}>
        Sign out
      </BusyButton>
    </div>
  );
}
