import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { BusyButton } from '../forms/BusyButton';
import { EmailField, NewPasswordFields, PersonFields } from '../forms/AccountFields';
import { useGuestNotify } from './GuestToasts';
import { Notice } from './Notice';
import { useFormSubmit } from '../forms/useFormSubmit';
import { useRegisterForm } from './useRegisterForm';
import { usePortalServices } from '../auth/PortalServicesContext';
import { useFeatures } from '../auth/useFeatures';
import { AuthCard } from './AuthCard';
import { RouterLink } from './RouterLink';
import { useTranslation } from '../../i18n/LanguageProvider';

/** /auth/register, offered only while the signUp feature is on (docs/sessions.md#registration); otherwise to login. */
export function RegisterPage() {
  const features = useFeatures();
  const { translate } = useTranslation();
  if (features.isPending)
    return <p className="guest-loading">{translate('portal.shell.loading')}</p>;
  if (!features.data?.signUp) return <Navigate to={paths.login} replace />;
  return <RegisterForm />;
}

function RegisterForm() {
  const { account } = usePortalServices();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { translate } = useTranslation();
  const form = useRegisterForm();
  // docs/sessions.md#registration: no sign-in; the e-mail's link confirms the address, then the user signs in.
  const { onSubmit, busy } = useFormSubmit(
    form,
    ({ confirmPassword: _, ...body }) => account.register(body),
    useGuestNotify(),
    (_, values) => setSentTo(values.email),
  );

  return (
    <AuthCard
      title={translate('portal.guest.register.title')}
      intro={translate('portal.guest.register.intro')}
      footer={<RouterLink to={paths.login}>{translate('portal.guest.register.signIn')}</RouterLink>}
    >
      {sentTo ? (
        <Notice severity="success">
          {translate('portal.guest.register.sent', { email: sentTo })}
        </Notice>
      ) : (
        <form className="guest-form" noValidate onSubmit={onSubmit}>
          <PersonFields control={form.control} autoFocus />
          <EmailField control={form.control} />
          <NewPasswordFields control={form.control} name="password" kind="password" />
          <BusyButton type="submit" busy={busy}>
            {translate('portal.guest.register.submit')}
          </BusyButton>
        </form>
      )}
    </AuthCard>
  );
}
