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
import { useTranslation } from '../../i18n/LanguageProvider';

/** /complete-profile: a complete profile (docs/domain.md#clients) (names, phone, postal address with country). */
export function CompleteProfilePage() {
  const profile = useCurrentUser().data;
  const { account } = usePortalServices();
  const { translate } = useTranslation();
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
      title={translate('portal.guest.completeProfile.title')}
      intro={translate('portal.guest.completeProfile.intro')}
    >
      <form className="guest-form" noValidate onSubmit={onSubmit}>
        <PersonFields control={form.control} withPhone />
        <h2 className="guest-subtitle">
          {translate('portal.guest.completeProfile.postalAddress')}
        </h2>
        <AddressFields control={form.control} prefix="address." />
        <BusyButton type="submit" busy={busy}>
          {translate('portal.guest.completeProfile.submit')}
        </BusyButton>
      </form>
    </AuthCard>
  );
}
