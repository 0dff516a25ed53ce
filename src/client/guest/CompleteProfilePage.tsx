import { useForm } from 'react-hook-form';
import { useFormSubmit } from '../forms/useFormSubmit';
import { AuthCard } from './AuthCard';
import { usePortalServices } from '../auth/PortalServicesContext';
import { useCurrentUser } from '../auth/useCurrentUser';
import { BusyButton } from '../forms/BusyButton';
import { AddressFields, PersonFields } from '../forms/AccountFields';
import { useGuestNotify } from './GuestToasts';
import { lazyResolver } from './lazyResolver';
import { addressValues } from '../forms/emptyAddress';

/** /complete-profile: a complete profile (docs/domain.md#clients) (names, phone, postal address with country). */
export function CompleteProfilePage() {
  const profile = useCurrentUser().data;
  const { account } = usePortalServices();
  const form = useForm({
    resolver: lazyResolver('completeProfile'),
    defaultValues: {
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      phone: '',
      address: addressValues(),
    },
  });
  // docs/sessions.md#account-settings: completing refreshes the session; the guard then sends the user to /.
  const { onSubmit, busy } = useFormSubmit(form, account.completeProfile, useGuestNotify());

  return (
    <AuthCard
      title="Complete your profile"
      intro="The studio needs these details for your quotes, permits and the shipping of your trophies."
    >
      <form className="guest-form" noValidate onSubmit={onSubmit}>
        <PersonFields control={form.control} withPhone />
        <h2 className="guest-subtitle">Postal address</h2>
        <AddressFields control={form.control} prefix="address." />
        <BusyButton type="submit" busy={busy}>
          Save and continue
        </BusyButton>
      </form>
    </AuthCard>
  );
}
