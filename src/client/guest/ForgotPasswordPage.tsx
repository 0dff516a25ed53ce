import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../../shared/paths';
import { BusyButton } from '../forms/BusyButton';
import { EmailField } from '../forms/AccountFields';
import { useGuestNotify } from './GuestToasts';
import { lazyResolver } from './lazyResolver';
import { Notice } from './Notice';
import { useFormSubmit } from '../forms/useFormSubmit';
import { usePortalServices } from '../auth/PortalServicesContext';
import { AuthCard } from './AuthCard';
import { RouterLink } from './RouterLink';

/** /auth/forgot-password: the answer is the same whether the address has an account or not. */
export function ForgotPasswordPage() {
  const { account } = usePortalServices();
  const [sentTo, setSentTo] = useState<string | null>(null);
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
      title="Reset your password"
      intro="Enter the e-mail address you sign in with and we will send you a link to choose a new password."
      footer={<RouterLink to={paths.login}>Back to sign in</RouterLink>}
    >
      {sentTo ? (
        <Notice severity="success">
          If an account exists for {sentTo}, an e-mail with a reset link is on its way. The link is
          valid for one hour.
        </Notice>
      ) : (
        <form className="guest-form" noValidate onSubmit={onSubmit}>
          <EmailField control={form.control} autoFocus />
          <BusyButton type="submit" busy={busy}>
            Send reset link
          </BusyButton>
        </form>
      )}
    </AuthCard>
  );
}
