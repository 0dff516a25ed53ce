import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { BusyButton } from '../forms/BusyButton';
import { NewPasswordFields } from '../forms/AccountFields';
import { useGuestNotify } from './GuestToasts';
import { lazyResolver } from './lazyResolver';
import { Notice } from './Notice';
import { useFormSubmit } from '../forms/useFormSubmit';
import { usePortalServices } from '../auth/PortalServicesContext';
import { AuthCard } from './AuthCard';
import { RouterLink } from './RouterLink';

/** /auth/reset-password/*: the code is everything after the prefix (docs/sessions.md#password-reset, the e-mail's link). */
export function ResetPasswordPage() {
  const { account } = usePortalServices();
  const code = useParams()['*'] ?? '';
  const verified = useQuery({
    queryKey: ['verify-reset-code', code],
    queryFn: () => account.verifyResetCode(code),
    enabled: code !== '',
  });

  if (code && verified.isPending) {
    return (
      <AuthCard title="Choose a new password">
        <p className="guest-muted">Loading...</p>
      </AuthCard>
    );
  }
  if (!verified.data) {
    return (
      <AuthCard
        title="This link no longer works"
        footer={<RouterLink to={paths.login}>Back to sign in</RouterLink>}
      >
        <Notice severity="warning">
          Reset links work once and for one hour. Ask for a new one and use the latest e-mail.
        </Notice>
        <RouterLink to={paths.forgotPassword}>Send me a new link</RouterLink>
      </AuthCard>
    );
  }
  return <ResetPasswordForm code={code} email={verified.data.email} />;
}

function ResetPasswordForm(props: { code: string; email: string }) {
  const { account } = usePortalServices();
  const notify = useGuestNotify();
  const navigate = useNavigate();
  const form = useForm({
    resolver: lazyResolver('resetPassword'),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { onSubmit, busy } = useFormSubmit(
    form,
    ({ password }) => account.resetPassword({ code: props.code, password }),
    notify,
    () => {
      notify('Your password is changed. Sign in with the new one.', { type: 'success' });
      navigate(paths.login);
    },
  );

  return (
    <AuthCard
      title="Choose a new password"
      intro={`For ${props.email}. Every device signed in to this account will be signed out.`}
      footer={<RouterLink to={paths.login}>Back to sign in</RouterLink>}
    >
      <form className="guest-form" noValidate onSubmit={onSubmit}>
        <NewPasswordFields control={form.control} name="password" label="New password" autoFocus />
        <BusyButton type="submit" busy={busy}>
          Set new password
        </BusyButton>
      </form>
    </AuthCard>
  );
}
