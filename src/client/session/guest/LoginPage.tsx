import { useForm } from 'react-hook-form';
import { paths } from '../../../shared/paths';
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
import { useTranslation } from '../../i18n/LanguageProvider';

/** /auth/login: after a successful sign-in the guard sends the user on (redirectTo, docs/guards.md#redirect-target). */
export function LoginPage() {
  const { account } = usePortalServices();
  const features = useFeatures();
  const { translate } = useTranslation();
  const form = useForm({
    resolver: lazyResolver('login'),
    defaultValues: { email: '', password: '' },
  });
  const { onSubmit, busy } = useFormSubmit(form, account.login, useGuestNotify());

  return (
    <AuthCard
      title={translate('portal.guest.login.title')}
      intro={translate('portal.guest.login.intro')}
      footer={
        <>
          <RouterLink to={paths.forgotPassword}>
            {translate('portal.guest.login.forgotPassword')}
          </RouterLink>
          {features.data?.signUp && (
            <RouterLink to={paths.register}>{translate('portal.guest.login.register')}</RouterLink>
          )}
        </>
      }
    >
      <form className="guest-form" noValidate onSubmit={onSubmit}>
        <EmailField control={form.control} autoFocus />
        <TextInput
          control={form.control}
          name="password"
          label={translate('portal.guest.login.password')}
          type="password"
          autoComplete="current-password"
        />
        <BusyButton type="submit" busy={busy}>
          {translate('portal.guest.login.submit')}
        </BusyButton>
      </form>
    </AuthCard>
  );
}
