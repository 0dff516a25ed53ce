import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { loginBodySchema } from '../../../../resources/auth';
import { paths } from '../../../shared/paths';
import { BusyButton } from '../forms/BusyButton';
import { FormTextField } from '../forms/FormTextField';
import { EmailField } from '../forms/AccountFields';
import { useFormSubmit } from '../forms/useFormSubmit';
import { usePortalServices } from '../PortalServicesContext';
import { useFeatures } from '../useFeatures';
import { AuthCard } from './AuthCard';
import { RouterLink } from './RouterLink';

/** /auth/login: after a successful sign-in the guard sends the user on (redirectTo, SPEC 2). */
export function LoginPage() {
  const { account } = usePortalServices();
  const features = useFeatures();
  const form = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { onSubmit, busy } = useFormSubmit(form, account.login);

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
      <Stack component="form" noValidate onSubmit={onSubmit}>
        <EmailField control={form.control} autoFocus />
        <FormTextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <BusyButton type="submit" size="large" busy={busy} sx={{ mt: 2 }}>
          Sign in
        </BusyButton>
      </Stack>
    </AuthCard>
  );
}
