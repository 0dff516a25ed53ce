import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../../../shared/paths';
import { BusyButton } from '../forms/BusyButton';
import { EmailField } from '../forms/AccountFields';
import { useGuestNotify } from './GuestToasts';
import { lazyResolver } from './lazyResolver';
import { Notice } from './Notice';
import { useFormSubmit } from '../forms/useFormSubmit';
import { usePortalServices } from '../auth/PortalServicesContext';
import { AuthCard } from './AuthCard';
import { RouterLink } from './RouterLink';
import { useTranslation } from '../../i18n/LanguageProvider';

/** /auth/forgot-password: the answer is the same whether the address has an account or not. */
export function ForgotPasswordPage() {
  const { account } = usePortalServices();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { translate } = useTranslation();
  const form = useForm({
    resolver: lazyResolver('forgotPassword'),
    defaultValues: { email: '' },
  });
  const { onSubmit, busy } = useFormSubmit(
    form,
    account.forgotPassword,
    useGuestNotify(),
    (_, values) => setSentTo(values.email),
  );

  return (
    <AuthCard
      title={translate('portal.guest.forgotPassword.title')}
      intro={translate('portal.guest.forgotPassword.intro')}
      footer={<RouterLink to={paths.login}>{translate('portal.guest.backToSignIn')}</RouterLink>}
    >
      {sentTo ? (
        <Notice severity="success">
          {translate('portal.guest.forgotPassword.sent', { email: sentTo })}
        </Notice>
      ) : (
        <form className="guest-form" noValidate onSubmit={onSubmit}>
          <EmailField control={form.control} autoFocus />
          <BusyButton type="submit" busy={busy}>
            {translate('portal.guest.forgotPassword.submit')}
          </BusyButton>
        </form>
      )}
    </AuthCard>
  );
}
