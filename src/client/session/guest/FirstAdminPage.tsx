import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { usePortalServices } from '../auth/PortalServicesContext';
import { EmailField, NewPasswordFields, PersonFields } from '../forms/AccountFields';
import { BusyButton } from '../forms/BusyButton';
import { useFormSubmit } from '../forms/useFormSubmit';
import { useRegisterForm } from './useRegisterForm';
import { useTranslation } from '../../i18n/LanguageProvider';
import { AuthCard } from './AuthCard';
import { useGuestNotify } from './GuestToasts';
import { Notice } from './Notice';
import { RouterLink } from './RouterLink';

/**
 * /auth/first-admin/*: the set-up link the start logs while the portal has no admin
 * (docs/sessions.md#first-admin); the code is everything after the prefix.
 */
export function FirstAdminPage() {
  const { account } = usePortalServices();
  const code = useParams()['*'] ?? '';
  const { translate } = useTranslation();
  const checked = useQuery({
    queryKey: ['verify-first-admin-code', code],
    queryFn: async () => {
      await account.verifyFirstAdminCode(code);
      return code;
    },
    enabled: code !== '',
    staleTime: Infinity,
  });
  const refused = (reason: string) => (
    <AuthCard
      title={translate('portal.guest.expiredLink')}
      footer={<RouterLink to={paths.login}>{translate('portal.guest.backToSignIn')}</RouterLink>}
    >
      <Notice severity="warning">{reason}</Notice>
    </AuthCard>
  );

  if (!code) return refused(translate('portal.guest.firstAdmin.noCode'));
  if (checked.isPending) {
    return (
      <AuthCard title={translate('portal.guest.firstAdmin.checking')}>
        <p className="guest-muted">{translate('portal.shell.loading')}</p>
      </AuthCard>
    );
  }
  // The server says which: not the link of the log (400), or an admin exists already (410).
  if (checked.isError) return refused(checked.error.message);
  return <FirstAdminForm code={checked.data} />;
}

function FirstAdminForm({ code }: { code: string }) {
  const { account } = usePortalServices();
  const { translate } = useTranslation();
  const form = useRegisterForm();
  // Signed in on success: the guard then leaves this guest page for / (docs/guards.md#guarding-rules).
  const { onSubmit, busy } = useFormSubmit(
    form,
    ({ confirmPassword: _, ...body }) => account.createFirstAdmin({ ...body, code }),
    useGuestNotify(),
  );

  return (
    <AuthCard
      title={translate('portal.guest.firstAdmin.title')}
      intro={translate('portal.guest.firstAdmin.intro')}
    >
      <form className="guest-form" noValidate onSubmit={onSubmit}>
        <PersonFields control={form.control} autoFocus />
        <EmailField control={form.control} />
        <NewPasswordFields control={form.control} name="password" kind="password" />
        <BusyButton type="submit" busy={busy}>
          {translate('portal.guest.firstAdmin.submit')}
        </BusyButton>
      </form>
    </AuthCard>
  );
}
