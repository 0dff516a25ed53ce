import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { BusyButton } from '../forms/BusyButton';
import { useGuestNotify } from './GuestToasts';
import { Notice } from './Notice';
import { useAuthState } from '../auth/authState';
import { usePortalServices } from '../auth/PortalServicesContext';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useTranslation } from '../../i18n/LanguageProvider';
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
  const { translate } = useTranslation();
  return (
    <OneTimeLinkCard
      name="confirm-email"
      token={props.token}
      confirm={account.confirmEmail}
      pendingTitle={translate('portal.guest.emailVerification.confirming')}
      failed={() => (
        <>
          <Notice severity="warning">
            {translate('portal.guest.emailVerification.expired')}{' '}
            {translate(
              loggedIn
                ? 'portal.guest.emailVerification.askBelow'
                : 'portal.guest.emailVerification.signInToAsk',
            )}
          </Notice>
          {loggedIn ? <ResendPanel /> : <SignInLink />}
        </>
      )}
      // Signed-in users are sent on by the guard once the refetched profile says confirmed.
      confirmedTitle={translate('portal.guest.emailVerification.confirmedTitle')}
      confirmed={() => (
        <>
          <Notice severity="success">
            {translate('portal.guest.emailVerification.confirmed')}
          </Notice>
          <SignInLink />
        </>
      )}
    />
  );
}

function SignInLink() {
  const { translate } = useTranslation();
  return (
    <div className="guest-footer">
      <RouterLink to={paths.login}>
        {translate('portal.guest.emailVerification.goToSignIn')}
      </RouterLink>
    </div>
  );
}

function AwaitConfirmation() {
  const email = useCurrentUser().data?.email;
  const { translate } = useTranslation();
  // The address shows in bold: the message keeps its placeholder, the element takes its place.
  const [before, after] = translate('portal.guest.emailVerification.intro', {
    email: '%{email}',
  }).split('%{email}');
  return (
    <AuthCard
      title={translate('portal.guest.emailVerification.title')}
      intro={
        <>
          {before}
          <strong>{email ?? translate('portal.guest.emailVerification.yourAddress')}</strong>
          {after}
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
  const { translate } = useTranslation();
  const resend = useMutation({
    mutationFn: account.resendConfirmationEmail,
    onSuccess: () =>
      notify(translate('portal.guest.emailVerification.resent'), { type: 'success' }),
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
        {translate('portal.guest.emailVerification.resend')}
      </BusyButton>
      <BusyButton variant="text" busy={signOut.isPending} onClick={() => signOut.mutate()}>
        {translate('portal.guest.emailVerification.signOut')}
      </BusyButton>
    </div>
  );
}
