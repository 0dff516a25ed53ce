import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Typography } from '@mui/material';
import { BusyButton } from '../forms/BusyButton';
import { useNotify, useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema } from '../../../shared/authCalls';
import { TextInput } from '../forms/TextInput';
import { NewPasswordFields } from '../forms/AccountFields';
import { useFormSubmit } from '../forms/useFormSubmit';
import { usePortalServices } from '../auth/PortalServicesContext';
import '../../i18n/late/account';

const emptyPasswords = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Account settings, password tab: the server signs out every other session of the account. */
export function PasswordSettingsForm() {
  const { account } = usePortalServices();
  const notify = useNotify();
  const translate = useTranslate();
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyPasswords,
  });
  const { onSubmit, busy } = useFormSubmit(
    form,
    ({ confirmPassword: _, ...body }) => account.changePassword(body),
    notify,
    () => {
      form.reset(emptyPasswords);
      notify(translate('portal.account.settings.passwordChanged'), { type: 'success' });
    },
  );
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 520 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('portal.account.settings.passwordNotice')}
      </Typography>
      <TextInput
        control={form.control}
        name="currentPassword"
        label={translate('portal.forms.fields.currentPassword')}
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields control={form.control} name="newPassword" kind="newPassword" />
      <BusyButton type="submit" style={{ alignSelf: 'flex-start' }} busy={busy}>
        {translate('portal.account.settings.changePassword')}
      </BusyButton>
    </Stack>
  );
}
