import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Typography } from '@mui/material';
import { BusyButton } from '../forms/BusyButton';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import { registerFormSchema } from '../../../../resources/auth';
import { paths } from '../../../shared/paths';
import { EmailField, NewPasswordFields, PersonFields } from '../forms/AccountFields';
import { useFormSubmit } from '../forms/useFormSubmit';
import { usePortalServices } from '../PortalServicesContext';
import { useFeatures } from '../useFeatures';
import { AuthCard } from './AuthCard';
import { RouterLink } from './RouterLink';

/** /auth/register, offered only while the signUp feature is on (SPEC 2); otherwise to login. */
export function RegisterPage() {
  const features = useFeatures();
  if (features.isPending) return <Typography sx={{ p: 4 }}>Loading...</Typography>;
  if (!features.data?.signUp) return <Navigate to={paths.login} replace />;
  return <RegisterForm />;
}

function RegisterForm() {
  const { account } = usePortalServices();
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  // Registration signs the user in unconfirmed; the guard then shows /email-verification.
  const { onSubmit, busy } = useFormSubmit(form, ({ confirmPassword: _, ...body }) =>
    account.register(body),
  );

  return (
    <AuthCard
      title="Create your account"
      intro="We will send you an e-mail to confirm your address."
      footer={<RouterLink to={paths.login}>Already have an account? Sign in</RouterLink>}
    >
      <Stack component="form" noValidate onSubmit={onSubmit}>
        <PersonFields control={form.control} autoFocus />
        <EmailField control={form.control} />
        <NewPasswordFields control={form.control} name="password" label="Password" />
        <BusyButton type="submit" size="large" sx={{ mt: 2 }} busy={busy}>
          Create account
        </BusyButton>
      </Stack>
    </AuthCard>
  );
}
