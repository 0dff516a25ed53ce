import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { BusyButton } from '../forms/BusyButton';
import { useNotify, useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import { addressSchema, type Account } from '../../../shared/authCalls';
import { useFormSubmit } from '../forms/useFormSubmit';
import { usePortalServices } from '../auth/PortalServicesContext';
import { AddressFields } from '../forms/AccountFields';
import { addressValues } from '../forms/emptyAddress';
import '../../i18n/late/account';

/** Account settings, address tab: the postal address used for shipping and permits. */
export function AddressSettingsForm(props: { account: Account }) {
  const { account } = usePortalServices();
  const notify = useNotify();
  const translate = useTranslate();
  const form = useForm({
    resolver: zodResolver(addressSchema),
    defaultValues: addressValues(props.account.address),
  });
  const { onSubmit, busy } = useFormSubmit(form, account.updateAddress, notify, () =>
    notify(translate('portal.account.settings.addressSaved'), { type: 'success' }),
  );
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 520 }}>
      <AddressFields control={form.control} />
      <BusyButton type="submit" style={{ alignSelf: 'flex-start' }} busy={busy}>
        {translate('portal.account.settings.saveAddress')}
      </BusyButton>
    </Stack>
  );
}
