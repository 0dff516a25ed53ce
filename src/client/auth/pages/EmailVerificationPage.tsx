import { Alert, Button, Stack, Typography } from '@mui/material';
import { BusyButton } from '../forms/BusyButton';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLogout, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useAuthState } from '../authState';
import { usePortalServices } from '../PortalServicesContext';
import { useCurrentUser } from '../useCurrentUser';
import { AuthCard } from './AuthCard';
import { RouterLink } from './RouterLink';

/** /email-verification: confirms the e-mail's `?token=`, or asks the user to and offers a resend. */
export function EmailVerificationPage() {
  const token = useSearchParams()[0].get('token');
  return token ? <ConfirmToken token={token} /> : <AwaitConfirmation />;
}

function ConfirmToken(props: { token: string }) {
  const { account, authStore } = usePortalServices();
  const { loggedIn } = useAuthState(authStore);
  // A query, not an effect, so the token is spent once even when React mounts twice.
  const confirmation = useQuery({
    queryKey: ['confirm-email', props.token],
    queryFn: () => account.confirmEmail(props.token),
    staleTime: Infinity,
  });

  if (confirmation.isPending) {
    return (
      <AuthCard title="Confirming your e-mail address">
        <Typography color="text.secondary">Loading...</Typography>
      </AuthCard>
    );
  }
  if (confirmation.isError) {
    return (
      <AuthCard title="This link no longer works">
        <Alert severity="warning">
          Confirmation links work once and for 24 hours.{' '}
          {loggedIn ? 'Ask for a new one below.' : 'Sign in to ask for a new one.'}
        </Alert>
        {loggedIn ? <ResendPanel /> : <SignInLink />}
      </AuthCard>
    );
  }
  // Signed-in users are sent on by the guard once the refetched profile says confirmed.
  return (
    <AuthCard title="Your e-mail address is confirmed">
      <Alert severity="success">Thank you. You can now sign in and use Trophy Portal.</Alert>
      <SignInLink />
    </AuthCard>
  );
}

function SignInLink() {
  return (
    <Stack sx={{ mt: 2, textAlign: 'center' }}>
      <RouterLink to={paths.login}>Go to sign in</RouterLink>
    </Stack>
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
  const notify = useNotify();
  const logout = useLogout();
  const resend = useMutation({
    mutationFn: account.resendConfirmationEmail,
    onSuccess: () => notify('A new confirmation link is on its way.', { type: 'success' }),
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      <BusyButton busy={resend.isPending} onClick={() => resend.mutate()}>
        Resend the e-mail
      </BusyButton>
      <Button variant="text" onClick={() => logout()}>
        Sign out
      </Button>
    </Stack>
  );
}
