import { useForm } from 'react-hook-form';
import { paths } from '../../shared/paths';
import { BusyButton } from '../forms/BusyButton';
import { EmailField } from '../forms/AccountFields';
import { useGuestNotify } from './GuestToasts';
import { lazyResolver } from './lazyResolver';
import { TextInput } from '../forms/TextInput';
import { useFormSubmit } from '../forms/useFormSubmit';
import { usePortalServices } from '../auth/PortalServicesContext';
import { useFeatures } from '../auth/useFeatures';
import { AuthCard } from './AuthCard';
import { RouterLink } from './RouterLink';

/** /auth/login: after a successful sign-in the guard sends the user on (redirectTo, docs/guards.md#redirect-target). */
export function LoginPage() {
  const { account } = usePortalServices();
  const features = useFeatures();
  const form = useForm({
    resolver: lazyResolver('login'),
    defaultValues: { email: '', password: '' },
  });
  const { onSubmit, busy } = useFormSubmit(form, account.login, useGuestNotify());

  return (
    <AuthCard
      title="Sign in"
      intro="Sign in to follow your trophies, quotes and documents."
      footer={
        <>
          <RouterLink to={paths.forgotPassword}>Forgot your password?</RouterLink>
          {features.data?.signUp && (
            <RouterLink to={paths.register}>New here? Create an account</RouterLink>
          )}
        </>
      }
    >
      <form className="guest-form" noValidate onSubmit={onSubmit}>
        <EmailField control={form.control} autoFocus />
        <TextInput
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <BusyButton type="submit" busy={busy}>
          Sign in
        </BusyButton>
      </form>
    </AuthCard>
  );
}
