import { useSearchParams } from 'react-router-dom';
import { usePortalServices } from '../auth/PortalServicesContext';
import { Notice } from './Notice';
import { OneTimeLinkCard } from './OneTimeLinkCard';
import { useTranslation } from '../../i18n/LanguageProvider';

/** /confirm-client-link?token=...: the client agrees to an outfitter's link request (docs/domain.md#link-requests). */
export function ConfirmClientLinkPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { account } = usePortalServices();
  const { translate } = useTranslation();
  return (
    <OneTimeLinkCard
      name="confirm-client-link"
      token={token}
      confirm={account.confirmClientLink}
      pendingTitle={translate('portal.guest.clientLink.confirming')}
      failed={(error) => (
        <Notice severity="warning">
          {error.message} {translate('portal.guest.clientLink.expired')}
        </Notice>
      )}
      confirmedTitle={translate('portal.guest.clientLink.confirmedTitle')}
      confirmed={(answer) => (
        <Notice severity="success">
          {translate('portal.guest.clientLink.confirmed', { outfitter: answer.outfitterName })}
        </Notice>
      )}
    />
  );
}
