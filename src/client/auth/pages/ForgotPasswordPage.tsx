import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack } from '@mui/material';
import { BusyButton } from '../forms/BusyButton';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { forgotPasswordBodySchema } from '../../../../resources/auth';
import { paths } from '../../../shared/paths';
import { EmailField } from '../forms/AccountFields';
import { useFormSubmit } from '../forms/useFormSubmit';
import { usePortalServices } from '../PortalServicesContext';
import { AuthCard } from './AuthCard';
import { RouterLink } from './RouterLink';

/** /auth/forgot-password: the answer is the same whether the address has an account or not. */
export function ForgotPasswordPage() {
  const { account } = usePortalServices();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const { onSubmit, busy } = useFormSubmit(form, account.forgotPassword, (_, values) =>
    setSentTo(values.email),
  );

  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the e-mail address you sign in with and we will send you a link to choose a new password."
      footer={<RouterLink to={paths.login}>Back to sign in</RouterLink>}
    >
      {sentTo ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          If an account exists for {sentTo}, an e-mail with a reset link is on its way. The link is
          valid for one hour.
        </Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={onSubmit}>
          <EmailField control={form.control} autoFocus />
          <BusyButton type="submit" size="large" sx={{ mt: 2 }} busy={busy}>
            Send reset link
          </BusyButton>
        </Stack>
      )}
    </AuthCard>
  );
}
