import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { BusyButton } from '../forms/BusyButton';
import { NewPasswordFields } from '../forms/AccountFields';
import { useGuestNotify } from './GuestToasts';
import { lazyResolver } from './lazyResolver';
import { Notice } from './Notice';
import { useFormSubmit } from '../forms/useFormSubmit';
import { usePortalServices } from '../auth/PortalServicesContext';
import { AuthCard } from './AuthCard';
import { RouterLink } from './RouterLink';
import { useTranslation } from '../../i18n/LanguageProvider';

/** /auth/reset-password/*: the code is everything after the prefix (docs/sessions.md#password-reset, the e-mail's link). */
export function ResetPasswordPage() {
  const { account } = usePortalServices();
  const code = useParams()['*'] ?? '';
  const { translate } = useTranslation();
  const verified = useQuery({
    queryKey: ['verify-reset-code', code],
    queryFn: () => account.verifyResetCode(code),
    enabled: code !== '',
  });

  if (code && verified.isPending) {
    return (
      <AuthCard title={translate('portal.guest.resetPassword.title')}>
        <p className="guest-muted">{translate('portal.shell.loading')}</p>
      </AuthCard>
    );
  }
  if (!verified.data) {
    return (
      <AuthCard
        title={translate('portal.guest.expiredLink')}
        footer={<RouterLink to={paths.login}>{translate('portal.guest.backToSignIn')}</RouterLink>}
      >
        <Notice severity="warning">{translate('portal.guest.resetPassword.expired')}</Notice>
        <RouterLink to={paths.forgotPassword}>
          {translate('portal.guest.resetPassword.newLink')}
        </RouterLink>
      </AuthCard>
    );
  }
  return <ResetPasswordForm code={code} email={verified.data.email} />;
}

function ResetPasswordForm(props: { code: string; email: string }) {
  const { account } = usePortalServices();
  const notify = useGuestNotify();
  const navigate = useNavigate();
  const { translate } = useTranslation();
  const form = useForm({
    resolver: lazyResolver('resetPassword'),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { onSubmit, busy } = useFormSubmit(
    form,
    ({ password }) => account.resetPassword({ code: props.code, password }),
    notify,
    () => {
      notify(translate('portal.guest.resetPassword.done'), { type: 'success' });
      navigate(paths.login);
    },
  );

  return (
    <AuthCard
      title={translate('portal.guest.resetPassword.title')}
      intro={translate('portal.guest.resetPassword.intro', { email: props.email })}
      footer={<RouterLink to={paths.login}>{translate('portal.guest.backToSignIn')}</RouterLink>}
    >
      <form className="guest-form" noValidate onSubmit={onSubmit}>
        <NewPasswordFields control={form.control} name="password" kind="newPassword" autoFocus />
        <BusyButton type="submit" busy={busy}>
          {translate('portal.guest.resetPassword.submit')}
        </BusyButton>
      </form>
    </AuthCard>
  );
}
