import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { BusyButton } from '../forms/BusyButton';
import { EmailField, NewPasswordFields, PersonFields } from '../forms/AccountFields';
import { useGuestNotify } from './GuestToasts';
import { lazyResolver } from './lazyResolver';
import { Notice } from './Notice';
import { useFormSubmit } from '../forms/useFormSubmit';
import { usePortalServices } from '../auth/PortalServicesContext';
import { useFeatures } from '../auth/useFeatures';
import { AuthCard } from './AuthCard';
import { RouterLink } from './RouterLink';

/** /auth/register, offered only while the signUp feature is on (docs/sessions.md#registration); otherwise to login. */
export function RegisterPage() {
  const features = useFeatures();
  if (features.isPending) return <p className="guest-loading">Loading...</p>;
  if (!features.data?.signUp) return <Navigate to={paths.login} replace />;
  return <RegisterForm />;
}

function RegisterForm() {
  const { account } = usePortalServices();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: lazyResolver('register'),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  // docs/sessions.md#registration: no sign-in; the e-mail's link confirms the address, then the user signs in.
  const { onSubmit, busy } = useFormSubmit(
    form,
    ({ confirmPassword: _, ...body }) => account.register(body),
    useGuestNotify(),
    (_, values) => setSentTo(values.email),
  );

  return (
    <AuthCard
      title="Create your account"
      intro="We will send you an e-mail to confirm your address."
      footer={<RouterLink to={paths.login}>Already have an account? Sign in</RouterLink>}
    >
      {sentTo ? (
        <Notice severity="success">
          Check your e-mail: we sent a message to {sentTo} with what to do next. Open its link to
          confirm your address, then sign in.
        </Notice>
      ) : (
        <form className="guest-form" noValidate onSubmit={onSubmit}>
          <PersonFields control={form.control} autoFocus />
          <EmailField control={form.control} />
          <NewPasswordFields control={form.control} name="password" label="Password" />
          <BusyButton type="submit" busy={busy}>
            Create account
          </BusyButton>
        </form>
      )}
    </AuthCard>
  );
}
