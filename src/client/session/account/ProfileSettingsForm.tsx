import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { BusyButton } from '../forms/BusyButton';
import { useNotify, useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import { accountProfileBodySchema, type Account } from '../../../shared/authCalls';
import { PersonFields } from '../forms/AccountFields';
import { useFormSubmit } from '../forms/useFormSubmit';
import { usePortalServices } from '../auth/PortalServicesContext';
import '../../i18n/late/account';

/** Account settings, profile tab: names and phone (docs/sessions.md#invalidations: saving invalidates the cached user). */
export function ProfileSettingsForm(props: { account: Account }) {
  const { account } = usePortalServices();
  const notify = useNotify();
  const translate = useTranslate();
  const form = useForm({
    resolver: zodResolver(accountProfileBodySchema),
    defaultValues: {
      firstName: props.account.firstName,
      lastName: props.account.lastName,
      phone: props.account.phone ?? '',
    },
  });
  const { onSubmit, busy } = useFormSubmit(form, account.updateProfile, notify, () =>
    notify(translate('portal.account.settings.profileSaved'), { type: 'success' }),
  );
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 520 }}>
      <PersonFields control={form.control} withPhone />
      <BusyButton type="submit" style={{ alignSelf: 'flex-start' }} busy={busy}>
        {translate('portal.account.settings.saveProfile')}
      </BusyButton>
    </Stack>
  );
}
