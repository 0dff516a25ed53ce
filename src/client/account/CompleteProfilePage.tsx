import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Typography } from '@mui/material';
import { BusyButton } from '../auth/forms/BusyButton';
import { useForm } from 'react-hook-form';
import { completeProfileBodySchema } from '../../../resources/auth';
import { PersonFields } from '../auth/forms/AccountFields';
import { useFormSubmit } from '../auth/forms/useFormSubmit';
import { AuthCard } from '../auth/pages/AuthCard';
import { usePortalServices } from '../auth/PortalServicesContext';
import { useCurrentUser } from '../auth/useCurrentUser';
import { addressValues } from './emptyAddress';
import { AddressFields } from './AddressFields';

/** /complete-profile: DESIGN.md's complete profile (names, phone, postal address with country). */
export function CompleteProfilePage() {
  const profile = useCurrentUser().data;
  const { account } = usePortalServices();
  const form = useForm({
    resolver: zodResolver(completeProfileBodySchema),
    defaultValues: {
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      phone: '',
      address: addressValues(),
    },
  });
  // SPEC 4: completing refreshes the session; the guard then sends the user to /.
  const { onSubmit, busy } = useFormSubmit(form, account.completeProfile);

  return (
    <AuthCard
      title="Complete your profile"
      intro="The studio needs these details for your quotes, permits and the shipping of your trophies."
    >
      <Stack component="form" noValidate onSubmit={onSubmit}>
        <PersonFields control={form.control} withPhone />
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          Postal address
        </Typography>
        <AddressFields control={form.control} prefix="address." />
        <BusyButton type="submit" size="large" sx={{ mt: 2 }} busy={busy}>
          Save and continue
        </BusyButton>
      </Stack>
    </AuthCard>
  );
}
